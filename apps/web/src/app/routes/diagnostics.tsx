import { Stack } from '@mantine/core';

import { ScreenPage } from '@/components/layout/screen-page';
import { RequireSelectedProperty } from '@/components/ui/require-selected-property';
import { PanelLogList } from '@/features/diagnostics/components/panel-log-list';
import { TagTable } from '@/features/diagnostics/components/tag-table';

export function Component() {
  return (
    <ScreenPage title="Diagnostics">
      <RequireSelectedProperty shows="its diagnostics">
        {({ siteId }) => (
          <Stack gap="xl">
            <TagTable siteId={siteId} />
            <PanelLogList siteId={siteId} />
          </Stack>
        )}
      </RequireSelectedProperty>
    </ScreenPage>
  );
}
