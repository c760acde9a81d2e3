import { ScreenPage } from '@/components/layout/screen-page';
import { PanelsTable } from '@/features/admin-fleet/components/panels-table';

export function Component() {
  return (
    <ScreenPage title="Panel Connectivity">
      <PanelsTable />
    </ScreenPage>
  );
}
