import { Card, Stack, Title } from '@mantine/core';
import { deriveSystemStatus, type OnOff, type TagMap } from '@wildfire/shared';

import { StatusBadge } from '../../../components/ui/status-badge';
import { StatusRow } from './status-row';

const OnOffBadge = ({ value }: { value: OnOff }) => (
  <StatusBadge tone={value === 'ON' ? 'active' : 'idle'}>{value}</StatusBadge>
);

/** ACTIVE or STANDBY, and the agitator and both defenses ON or OFF. */
export function SystemStatusCard({ tags }: { tags: TagMap }) {
  const system = deriveSystemStatus(tags);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="system-status">
      <Stack gap="sm">
        <Title order={2} size="h3" id="system-status">
          System Status
        </Title>
        <StatusRow label="System">
          <StatusBadge tone={system.status === 'ACTIVE' ? 'active' : 'good'} size="lg">
            {system.status}
          </StatusBadge>
        </StatusRow>
        <StatusRow label="Agitator Pump">
          <OnOffBadge value={system.airatorPump} />
        </StatusRow>
        <StatusRow label="Perimeter Defense">
          <OnOffBadge value={system.perimeterDefense} />
        </StatusRow>
        <StatusRow label="Structure Defense">
          <OnOffBadge value={system.structureDefense} />
        </StatusRow>
      </Stack>
    </Card>
  );
}
