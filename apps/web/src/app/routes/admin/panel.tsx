import { useParams } from 'react-router';

import { ScreenPage } from '@/components/layout/screen-page';
import { PanelDetail } from '@/features/admin-fleet/components/panel-detail';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const { panelId = '' } = useParams();
  const user = useCurrentUser();
  return (
    <ScreenPage title="Panel Details">
      <PanelDetail panelId={panelId} permissions={user.permissions} />
    </ScreenPage>
  );
}
