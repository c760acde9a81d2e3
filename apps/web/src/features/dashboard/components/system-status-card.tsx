import { Card, Stack, Title } from '@mantine/core';
import { deriveSystemStatus, type OnOff, type TagMap } from '@wildfire/shared';

import { LastKnownAge } from '@/components/ui/last-known';
import { StatusBadge } from '@/components/ui/status-badge';
import { newestTimestamp } from './data-freshness';
import type { PanelTag } from '@/lib/site-data';
import { StatusRow } from './status-row';

const OnOffBadge = ({ value }: { value: OnOff }) => (
  <StatusBadge tone={value === 'ON' ? 'active' : 'idle'}>{value}</StatusBadge>
);

const STATUS_TAGS =
  /^(SYSTEM_STATUS|STATUS_SYSTEM|AGITATOR_PUMP_STATUS|STATUS_(STRUCTURE|PERIMETER)_DEFENSE)$/;

/** ACTIVE or STANDBY, and the agitator and both defenses ON or OFF. */
export function SystemStatusCard({ tags, map }: { tags: readonly PanelTag[]; map: TagMap }) {
  const system = deriveSystemStatus(map);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="system-status">
      <Stack gap="sm">
        <Title order={2} size="h3" id="system-status">
          System Status
        </Title>
        <LastKnownAge at={newestTimestamp(tags.filter((t) => STATUS_TAGS.test(t.tag)))} />
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
