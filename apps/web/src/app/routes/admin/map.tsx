import { ScreenPage } from '@/components/layout/screen-page';
import { AdminMap } from '@/features/admin-map/components/admin-map';

export function Component() {
  return (
    <ScreenPage title="Admin Map">
      <AdminMap />
    </ScreenPage>
  );
}
