import { ScreenPage } from '@/components/layout/screen-page';
import { ServerStatusDashboard } from '@/features/admin-system/components/server-status-dashboard';

export function Component() {
  return (
    <ScreenPage title="Server Status">
      <ServerStatusDashboard />
    </ScreenPage>
  );
}
