import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { canControl, parseValves, VALVE_TYPE_LABELS, type Valve } from '@wildfire/shared';
import { useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { SiteTagsState } from '@/components/ui/site-tags-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { useSiteTags, type Property } from '@/lib/site-data';
import { useValveNames } from '../api/get-valve-names';
import { RenameValveModal } from './rename-valve-modal';

function ValveCard({ valve, onRename }: { valve: Valve; onRename: (() => void) | null }) {
  const titleId = `valve-${valve.tag}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h3" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {valve.name}
          </Title>
          <StatusBadge tone={valve.status === 'ON' ? 'active' : 'idle'}>{valve.status}</StatusBadge>
        </Group>
        <Text>Type: {VALVE_TYPE_LABELS[valve.type]}</Text>
        {onRename && (
          <Group>
            <Button size="xs" variant="default" onClick={onRename}>
              Rename
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** One card per valve, with custom names; Owners and Property Managers can rename them. */
export function ValveList({ siteId, property }: { siteId: string; property: Property }) {
  const tags = useSiteTags(siteId);
  const names = useValveNames(siteId);
  const [renaming, setRenaming] = useState<string | null>(null);
  const valves = parseValves(tags.map, names.data ?? {});
  const defaults = new Map(parseValves(tags.map).map((v) => [v.tag, v.name]));
  const mayRename = canControl(property.role);
  const selected = valves.find((v) => v.tag === renaming);

  return (
    <SiteTagsState siteId={siteId} tags={tags}>
      {names.isError && (
        <QueryErrorAlert
          severity="warning"
          title="Could not load the valve names; showing the default names"
          error={names.error}
          onRetry={() => void names.refetch()}
          retrying={names.isFetching}
        />
      )}
      {valves.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h3">
            No Valves Available
          </Title>
          <Text mt="xs">The panel at this property reports no valves.</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {valves.map((valve) => (
            <ValveCard
              key={valve.tag}
              valve={valve}
              onRename={mayRename ? () => setRenaming(valve.tag) : null}
            />
          ))}
        </SimpleGrid>
      )}
      <RenameValveModal
        siteId={siteId}
        valve={
          selected
            ? {
                tag: selected.tag,
                name: selected.name,
                defaultName: defaults.get(selected.tag) ?? selected.name,
              }
            : null
        }
        onClose={() => setRenaming(null)}
      />
    </SiteTagsState>
  );
}
