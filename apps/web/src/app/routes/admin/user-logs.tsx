import { ScreenPage } from '@/components/layout/screen-page';
import { ActivityLog } from '@/features/admin-users/components/activity-log';

export function Component() {
  return (
    <ScreenPage title="Activity Log">
      <ActivityLog />
    </ScreenPage>
  );
}
