import { ScreenPage } from '@/components/layout/screen-page';
import { ActiveAlarms } from '@/features/admin-alerts/components/active-alarms';
import { AlertsBroadcasting } from '@/features/admin-alerts/components/alerts-broadcasting';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Alert Broadcasts">
      <ActiveAlarms canAcknowledge={user.permissions.includes('acknowledge_alerts')} />
      <AlertsBroadcasting canSend={user.permissions.includes('manage_alerts')} />
    </ScreenPage>
  );
}
