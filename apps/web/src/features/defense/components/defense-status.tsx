import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  coverageAreaAcres,
  deriveDefenseHealth,
  deriveDefenseStatus,
  isOn,
  lastActivation,
  numberValue,
  type DefenseHealth,
  type DefenseKind,
  type DefenseStatus as DerivedStatus,
  type TagMap,
} from '@wildfire/shared';
import type { ReactNode } from 'react';

import { SiteTagsState } from '@/components/ui/site-tags-state';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { useSiteTags } from '@/lib/site-data';

// Help text colours: green Standby, orange Active, red Alert.
const STATUS_TONE: Record<DerivedStatus, StatusTone> = {
  Error: 'alert',
  Active: 'active',
  Running: 'active',
  Standby: 'good',
};

const HEALTH_TONE: Record<DefenseHealth, StatusTone> = {
  Error: 'alert',
  Active: 'active',
  Operational: 'good',
};

const PREFIX: Record<DefenseKind, 'SD' | 'PD'> = { structure: 'SD', perimeter: 'PD' };

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xl" fw={700} component="div">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}

const minutes = (value: number | null) =>
  value === null ? 'Not reported' : `${String(value)} min`;

function Tiles({ kind, tags }: { kind: DefenseKind; tags: TagMap }) {
  const prefix = PREFIX[kind];
  const status = deriveDefenseStatus(tags, kind);
  const health = deriveDefenseHealth(tags, kind);
  const testOn = isOn(tags[`HMI_${prefix}_TEST_ON_IND`]);
  const testLength = numberValue(tags[`HMI_${prefix}_TEST_ON_TIME`]);
  const pdOnTime = numberValue(tags.PD_ON_TIME);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <Tile label="Status">
        <StatusBadge tone={STATUS_TONE[status]} size="lg">
          {status}
        </StatusBadge>
      </Tile>
      <Tile label="Health">
        <StatusBadge tone={HEALTH_TONE[health]} size="lg">
          {health}
        </StatusBadge>
      </Tile>
      <Tile label="Last activation">{lastActivation(tags, kind)}</Tile>
      <Tile label="Run length">{minutes(numberValue(tags[`${prefix}_LENGTH`]))}</Tile>
      <Tile label="Minutes remaining">{minutes(numberValue(tags[`${prefix}_REMAIN`]))}</Tile>
      <Tile label="Test run">
        {testOn ? 'In progress' : 'Not running'}
        {testLength !== null && (
          <Text size="sm" fw={400}>
            {`Test length ${String(testLength)} min`}
          </Text>
        )}
      </Tile>
      {kind === 'perimeter' && (
        <Tile label="Coverage area">
          {pdOnTime === null ? 'Not reported' : `${coverageAreaAcres(pdOnTime).toFixed(1)} acres`}
        </Tile>
      )}
    </SimpleGrid>
  );
}

/** The status tiles of structure or perimeter defense, derived from the panel's tags. */
export function DefenseStatus({ kind, siteId }: { kind: DefenseKind; siteId: string }) {
  const tags = useSiteTags(siteId);
  const titleId = `${kind}-defense-status`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        Current Status
      </Title>
      <SiteTagsState siteId={siteId} tags={tags}>
        {tags.tags.length === 0 ? (
          <Text>
            The panel at this property has not reported yet, so there is no status to show.
          </Text>
        ) : (
          <Tiles kind={kind} tags={tags.map} />
        )}
      </SiteTagsState>
    </Stack>
  );
}
