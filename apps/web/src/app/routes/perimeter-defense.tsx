import { Stack } from '@mantine/core';

import { ScreenPage } from '@/components/layout/screen-page';
import { RequireSelectedProperty } from '@/components/ui/require-selected-property';
import { DefenseStatus } from '@/features/defense/components/defense-status';
import { ManualControlPanel } from '@/features/manual-control/components/manual-control-panel';

export function Component() {
  return (
    <ScreenPage title="Perimeter Defense">
      <RequireSelectedProperty shows="its perimeter defense">
        {({ property, siteId }) => (
          <Stack gap="lg">
            <DefenseStatus kind="perimeter" siteId={siteId} />
            <ManualControlPanel kind="perimeter" property={property} siteId={siteId} />
          </Stack>
        )}
      </RequireSelectedProperty>
    </ScreenPage>
  );
}
