import { ScreenPage } from '@/components/layout/screen-page';
import { RequireSelectedProperty } from '@/components/ui/require-selected-property';
import { PumpList } from '@/features/equipment/components/pump-list';

export function Component() {
  return (
    <ScreenPage title="Pumps">
      <RequireSelectedProperty shows="its pumps">
        {({ siteId }) => <PumpList siteId={siteId} />}
      </RequireSelectedProperty>
    </ScreenPage>
  );
}
