import { AccountLayout } from '../../features/account/components/account-layout';
import { MyAccount } from '../../features/account/components/my-account';

export function Component() {
  return (
    <AccountLayout title="My Account">
      <MyAccount />
    </AccountLayout>
  );
}
