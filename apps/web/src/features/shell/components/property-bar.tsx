import { Anchor, Group, Loader, Text } from '@mantine/core';
import { type PanelState, type PanelStatusLabel } from '@wildfire/shared';
import { Link } from 'react-router';

import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useOfflineCopy } from '@/lib/offline-copy';
import { usePanelState } from '@/lib/panel-state';
import { usePropertySelection, useSelectedProperty } from '@/lib/property-selection';
import { useTimeFormat } from '@/lib/time-format';
import classes from './property-band.module.css';

const TONE: Record<PanelStatusLabel, StatusTone> = {
  Online: 'good',
  Fault: 'alert',
  Offline: 'alert',
  'Never reported': 'idle',
};

/** The panel's state in a few words, as its screens derive it: on every screen of it. */
function PanelStateChip({ state }: { state: PanelState }) {
  const format = useTimeFormat();
  const offlineCopyAt = useOfflineCopy();
  const { connection } = state;
  const label =
    connection.state === 'offline'
      ? `Offline since ${format.dayTime(connection.since)}`
      : state.status === 'Fault'
        ? 'Online · Not ready'
        : state.status === 'Online'
          ? 'Online · Ready'
          : 'Never reported';
  // Without a connection the state is what this device last received: never green, never live.
  return offlineCopyAt !== null ? (
    <StatusBadge tone="idle" size="lg">
      {`Last known: ${label}`}
    </StatusBadge>
  ) : (
    <StatusBadge tone={TONE[state.status]} size="lg">
      {label}
    </StatusBadge>
  );
}

/** The bar naming the selected property, with its panel's state. */
export function PropertyBar() {
  const { property, siteId, isLoading } = useSelectedProperty();
  const { clear } = usePropertySelection();
  const { state } = usePanelState(property ? siteId : null);

  return (
    <Group
      className={classes.bar}
      justify="space-between"
      wrap="wrap"
      gap="xs"
      px="md"
      py="xs"
      role="region"
      aria-label="Selected property"
      aria-live="polite"
    >
      {property ? (
        <>
          <div>
            <Text fw={700}>{property.name}</Text>
            <Text size="sm">{property.address}</Text>
          </div>
          {state && <PanelStateChip state={state} />}
        </>
      ) : isLoading ? (
        <Loader size="sm" role="status" aria-label="Loading the property" />
      ) : (
        <>
          <Text fw={700}>No property selected</Text>
          <Anchor component={Link} to={paths.properties.getHref()} onClick={clear} size="sm">
            Choose a property
          </Anchor>
        </>
      )}
    </Group>
  );
}
