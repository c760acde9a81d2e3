import { ScreenPage } from '@/components/layout/screen-page';
import { OnCallQueue } from '@/features/admin-on-call/components/on-call-queue';
import { OnCallRota } from '@/features/admin-on-call/components/on-call-rota';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="On-call">
      <OnCallQueue canAcknowledge={user.permissions.includes('acknowledge_alerts')} />
      <OnCallRota />
    </ScreenPage>
  );
}
