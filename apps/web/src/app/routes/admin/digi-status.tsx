import { useParams } from 'react-router';

import { ScreenPage } from '@/components/layout/screen-page';
import { DigiStatus } from '@/features/admin-fleet/components/digi-status';

export function Component() {
  const { panelId = '' } = useParams();
  return (
    <ScreenPage title="Digi Status">
      <DigiStatus panelId={panelId} />
    </ScreenPage>
  );
}
