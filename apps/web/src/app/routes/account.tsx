import { AccountLayout } from '@/features/account/components/account-layout';
import { MyAccount } from '@/features/account/components/my-account';
import { SecuritySection } from '@/features/account-security/components/security-section';
import { DeviceNotifications } from '@/features/push-notifications/components/device-notifications';

export function Component() {
  return (
    <AccountLayout title="My Account">
      <MyAccount />
      <DeviceNotifications />
      <SecuritySection />
    </AccountLayout>
  );
}
