import { ScreenPage } from '@/components/layout/screen-page';
import { OnCallQueue } from '@/features/admin-on-call/components/on-call-queue';
import { OnCallRota } from '@/features/admin-on-call/components/on-call-rota';
import { DeviceNotifications } from '@/features/push-notifications/components/device-notifications';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="On-call">
      <OnCallQueue canAcknowledge={user.permissions.includes('acknowledge_alerts')} />
      <OnCallRota />
      {/* Staff are pushed their panels' urgent alarms and, on call, the escalated ones. */}
      <DeviceNotifications description="Urgent alarms of the panels you look after, and alarms escalated to you while you are on call, appear on this phone or computer, even when the portal is closed." />
    </ScreenPage>
  );
}
