import { AccountLayout } from '@/features/account/components/account-layout';
import { WithAccount } from '@/features/account/components/with-account';
import { AccountUsers } from '@/features/members/components/account-users';

export function Component() {
  return (
    <AccountLayout title="Manage Account Users">
      <WithAccount noAccount="You do not belong to a customer account, so there are no account users to manage.">
        {(account) => <AccountUsers account={account} />}
      </WithAccount>
    </AccountLayout>
  );
}
