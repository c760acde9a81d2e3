import { ScreenPage } from '@/components/layout/screen-page';
import { ServerInstances } from '@/features/admin-system/components/server-instances';

export function Component() {
  return (
    <ScreenPage title="Server Management">
      <ServerInstances />
    </ScreenPage>
  );
}
