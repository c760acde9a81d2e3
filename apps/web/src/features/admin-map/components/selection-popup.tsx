import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import {
  ALARM_KINDS,
  connectionLabel,
  isAlarmCondition,
  leadColor,
  mapPanelState,
  progressColor,
  type MapPanel,
} from '@wildfire/shared';
import { useMemo } from 'react';
import { Popup } from 'react-leaflet';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useNow } from '@/lib/use-now';
import type { MapLead } from '../api/get-admin-map';
import classes from './admin-map.module.css';
import type { MapSelection } from './marker-layers';
import { MARKER_FILL } from './marker-icons';

// White on Mantine's darkest green (green.9, #2b8a3e) is 4.37:1, short of the 4.5:1 small text
// needs; this green gives 5.38:1.
const CONNECTION_COLOR = {
  Online: '#237a35',
  Offline: 'gray.8',
  'Never reported': 'gray.8',
} as const;
const SYSTEM_COLOR = { ACTIVE: 'red.9', STANDBY: 'blue.9', Offline: 'gray.8' } as const;
const SYSTEM_LABEL = { ACTIVE: 'Active', STANDBY: 'Standby', Offline: 'Offline' } as const;

/** A panel's connection, system status and readiness, derived as every screen derives them. */
function PanelStatus({ panel }: { panel: MapPanel }) {
  const now = useNow(10_000);
  const state = mapPanelState(panel, now);
  const connection = connectionLabel(state.connection);
  const system = state.system ?? 'Offline';
  return (
    <>
      <Field label="Connection">
        <Badge size="sm" color={CONNECTION_COLOR[connection]}>
          {connection}
        </Badge>
      </Field>
      <Field label="System">
        <Badge size="sm" color={SYSTEM_COLOR[system]}>
          {SYSTEM_LABEL[system]}
        </Badge>
      </Field>
      {state.status === 'Fault' && (
        <Field label="Readiness">
          <Badge size="sm" color="red.9">
            Fault
          </Badge>
          <Text size="xs">
            {state.problems
              .map((p) =>
                isAlarmCondition(p.condition) ? ALARM_KINDS[p.condition].title : p.condition,
              )
              .join(', ')}
          </Text>
        </Field>
      )}
    </>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" fw={700}>
        {label}:
      </Text>
      {children}
    </Group>
  );
}

interface SelectionPopupProps {
  selection: MapSelection;
  onClose: (selection: MapSelection) => void;
  onViewLead: (lead: MapLead) => void;
}

/** The popup of the marker last clicked: a panel's, a lead's or a project's. */
export function SelectionPopup({ selection, onClose, onViewLead }: SelectionPopupProps) {
  const { item } = selection;
  const position = useMemo<[number, number]>(
    () => [item.latitude, item.longitude],
    [item.latitude, item.longitude],
  );
  return (
    <Popup
      position={position}
      eventHandlers={{
        remove: () => {
          onClose(selection);
        },
      }}
    >
      <Stack gap={6} className={classes.popup}>
        {selection.kind === 'panel' && (
          <>
            <Text fw={700}>{`Panel ${String(selection.item.panel_number)}`}</Text>
            <Text size="sm">{selection.item.name}</Text>
            <Text size="sm">{selection.item.address}</Text>
            <PanelStatus panel={selection.item} />
            <Button
              size="xs"
              component={Link}
              to={paths.admin.panel.getHref(selection.item.panel_number)}
            >
              Property Details
            </Button>
          </>
        )}
        {selection.kind === 'lead' && (
          <>
            <Text fw={700}>{selection.item.property_name}</Text>
            <Text size="sm">{selection.item.owner_name}</Text>
            <Text size="sm">{selection.item.address}</Text>
            <Field label="Lead">
              <Badge
                size="sm"
                color={MARKER_FILL[leadColor(selection.item.status)]}
                tt="capitalize"
              >
                {selection.item.status}
              </Badge>
            </Field>
            <Button
              size="xs"
              onClick={() => {
                onViewLead(selection.item);
              }}
            >
              View Lead Details
            </Button>
          </>
        )}
        {selection.kind === 'project' && (
          <>
            <Text fw={700}>{selection.item.project_name}</Text>
            <Text size="sm">{selection.item.property_name}</Text>
            <Text size="sm">{selection.item.address}</Text>
            <Field label="Contractor">
              <Text size="xs">{selection.item.contractor ?? 'Not assigned'}</Text>
            </Field>
            <Field label="Progress">
              <Text size="xs">{`${String(selection.item.progress)}%`}</Text>
            </Field>
            <Progress
              value={selection.item.progress}
              color={MARKER_FILL[progressColor(selection.item.progress)]}
              aria-label={`Progress ${String(selection.item.progress)}%`}
            />
            <Button size="xs" component={Link} to={paths.admin.projects.getHref()}>
              View Projects
            </Button>
          </>
        )}
      </Stack>
    </Popup>
  );
}
