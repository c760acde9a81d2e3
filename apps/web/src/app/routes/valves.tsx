import { ScreenPage } from '@/components/layout/screen-page';
import { RequireSelectedProperty } from '@/components/ui/require-selected-property';
import { ValveList } from '@/features/equipment/components/valve-list';

export function Component() {
  return (
    <ScreenPage title="Valves">
      <RequireSelectedProperty shows="its valves">
        {({ property, siteId }) => <ValveList siteId={siteId} property={property} />}
      </RequireSelectedProperty>
    </ScreenPage>
  );
}
