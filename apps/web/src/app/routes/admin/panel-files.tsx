import { useParams } from 'react-router';

import { ScreenPage } from '@/components/layout/screen-page';
import { WithPanelProperty } from '@/features/admin-fleet/components/panel-property';
import { PropertyFiles } from '@/features/admin-fleet/components/property-files';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const { panelId = '' } = useParams();
  const user = useCurrentUser();
  return (
    <ScreenPage title="Property Files">
      <WithPanelProperty panelId={panelId}>
        {(panel) => (
          <PropertyFiles
            propertyId={panel.property_id}
            canEdit={user.permissions.includes('edit_properties')}
          />
        )}
      </WithPanelProperty>
    </ScreenPage>
  );
}
