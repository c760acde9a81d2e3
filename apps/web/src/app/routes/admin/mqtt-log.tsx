import { useParams } from 'react-router';

import { ScreenPage } from '@/components/layout/screen-page';
import { MqttLog } from '@/features/admin-fleet/components/mqtt-log';

export function Component() {
  const { panelId = '' } = useParams();
  return (
    <ScreenPage title="MQTT Log">
      <MqttLog panelId={panelId} />
    </ScreenPage>
  );
}
