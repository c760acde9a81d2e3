import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canControl, canOperate, relativeTime, type PropertyRole } from '@wildfire/shared';
import { lazy, Suspense, useEffect, useId, useState } from 'react';

import { StatusBadge } from '@/components/ui/status-badge';
import { useTimeFormat } from '@/lib/time-format';
import {
  useCancelAutoActivation,
  useFire,
  type AutoActivation,
  type FireAnswer,
  type FireSource,
} from '@/lib/fire-data';
import { StatusRow } from './status-row';

// The rule's form, with its number inputs and switch, loads when someone opens it: reading the
// card needs none of it, and the dashboard's first load stays within its budget (decision 086).
const AutoActivationForm = lazy(() =>
  import('./auto-activation-form').then((module) => ({ default: module.AutoActivationForm })),
);

const SOURCE_NAMES: Record<FireSource['source'], string> = {
  perimeters: 'Fire perimeters (NIFC)',
  hotspots: 'Satellite hotspots (NASA FIRMS)',
  nws: 'Weather Service alerts',
};

const LEVEL_BADGE = {
  urgent: { tone: 'alert', label: 'Urgent' },
  warning: { tone: 'caution', label: 'Warning' },
  info: { tone: 'idle', label: 'Within 30 miles' },
} as const;

const miles = (value: number) => `${value.toFixed(1)} miles`;

/** Each source's age, or that it is unknown since its last success: never a silent "no fire". */
function SourceAges({ sources, now }: { sources: FireSource[]; now: number }) {
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {sources.map((s) => (
        <Text component="li" size="sm" key={s.source}>
          {`${SOURCE_NAMES[s.source]}: `}
          {s.state === 'off'
            ? 'off (no FIRMS map key configured)'
            : s.state === 'current' && s.last_success_at
              ? `updated ${relativeTime(s.last_success_at, now)}`
              : s.last_success_at
                ? `unknown — unreachable since ${relativeTime(s.last_success_at, now).replace(' ago', '')} ago`
                : 'unknown — not reached yet'}
        </Text>
      ))}
    </Stack>
  );
}

function Countdown({
  activation,
  mayCancel,
  siteId,
  now,
}: {
  activation: AutoActivation;
  mayCancel: boolean;
  siteId: string;
  now: number;
}) {
  const cancel = useCancelAutoActivation(siteId);
  const left = Math.max(0, Math.ceil((Date.parse(activation.starts_at) - now) / 60_000));
  return (
    <Alert variant="filled" color="red.9" radius="md" title="Automatic activation" role="alert">
      <Stack gap="xs">
        <Text size="sm">{activation.reason}.</Text>
        <Text size="sm" fw={700}>
          {left === 0
            ? 'The system is starting now.'
            : `The system starts in ${String(left)} minute${left === 1 ? '' : 's'} unless cancelled.`}
        </Text>
        {mayCancel && (
          <Group>
            <Button
              color="gray.0"
              c="black"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () =>
                    notifications.show({ message: 'Automatic activation cancelled.' }),
                  onError: (error) => notifications.show({ color: 'red', message: error.message }),
                })
              }
            >
              Cancel automatic start
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * The automatic-activation rule as it stands, and for an Owner or Property Manager the button that
 * opens its form below (a disclosure: the button stays, so focus stays on it).
 */
function AutoActivationRule({
  siteId,
  fire,
  role,
}: {
  siteId: string;
  fire: FireAnswer;
  role: PropertyRole;
}) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const rule = fire.auto_activation;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {`Automatic activation: ${rule.enabled ? `on, within ${String(rule.within_miles)} miles` : 'off'}.`}
        </Text>
        {canControl(role) && (
          <Button
            variant="light"
            size="xs"
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            onClick={() => setOpen((was) => !was)}
          >
            Change automatic activation
          </Button>
        )}
      </Group>
      {open && (
        <div id={formId}>
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the form" />}>
            <AutoActivationForm siteId={siteId} fire={fire} />
          </Suspense>
        </div>
      )}
    </Stack>
  );
}

interface FireNearbyCardProps {
  siteId: string;
  role: PropertyRole;
}

/**
 * Fire nearby (issue 35): the nearest fire perimeter and satellite hotspot, their distance and
 * direction, size and containment, and each source's age; an automatic start counting down with
 * its cancel; and the automatic-activation rule for those who may set it.
 */
export function FireNearbyCard({ siteId, role }: FireNearbyCardProps) {
  const { data: fire, isError } = useFire(siteId);
  const format = useTimeFormat();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const perimeters = fire?.sources.find((s) => s.source === 'perimeters');
  const known = perimeters?.state === 'current';
  const p = fire?.nearest_perimeter;
  const h = fire?.nearest_hotspot;
  const inArea = fire?.events.filter((e) =>
    ['Evacuation Immediate', 'Fire Warning'].includes(e.event),
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="fire-nearby">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="fire-nearby">
            Fire nearby
          </Title>
          {fire?.level && (
            <StatusBadge tone={LEVEL_BADGE[fire.level].tone}>
              {LEVEL_BADGE[fire.level].label}
            </StatusBadge>
          )}
        </Group>
        {isError && <Text>Fire data could not be loaded. Try again shortly.</Text>}
        {fire?.activation?.status === 'counting' && (
          <Countdown
            activation={fire.activation}
            mayCancel={canOperate(role)}
            siteId={siteId}
            now={now}
          />
        )}
        {inArea?.map((e) => (
          <Alert key={e.id} variant="filled" color="red.9" radius="md" title={e.event}>
            The National Weather Service’s {e.event} covers this property.
          </Alert>
        ))}
        {fire && !known && (
          <Alert
            color="yellow"
            variant="light"
            radius="md"
            title="Fire data unknown"
            // The light variant's coloured title falls below 4.5:1 on its tinted background.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {perimeters?.last_success_at
              ? `The fire perimeter source is unreachable since ${format.dayTimeWithZone(perimeters.last_attempt_at ?? perimeters.last_success_at)}; the last data is from ${relativeTime(perimeters.last_success_at, now)}. This does not mean there is no fire.`
              : 'The fire perimeter source has not been reached yet. This does not mean there is no fire.'}
          </Alert>
        )}
        {p && p.distance_miles <= 30 ? (
          <Stack gap={4}>
            <Text fw={700} size="lg">
              {p.inside
                ? `${p.incident_name}: the property is inside its perimeter`
                : `${p.incident_name}: ${miles(p.distance_miles)} ${p.direction ?? ''}`}
            </Text>
            <StatusRow label="Size">
              <Text>
                {p.acres === null
                  ? 'not reported'
                  : `${Math.round(p.acres).toLocaleString('en-US')} acres`}
              </Text>
            </StatusRow>
            <StatusRow label="Containment">
              <Text>
                {p.containment === null ? 'not reported' : `${Math.round(p.containment)} %`}
              </Text>
            </StatusRow>
            <Anchor href={p.link} target="_blank" rel="noreferrer" size="sm">
              {`Incident record: ${p.incident_name} (opens in a new tab)`}
            </Anchor>
          </Stack>
        ) : (
          known && <Text>No fire perimeter within 30 miles.</Text>
        )}
        {h && h.distance_miles <= 30 && (
          <Text size="sm">
            {`Satellite fire detection ${miles(h.distance_miles)} ${h.direction ?? 'at the property'}, seen ${relativeTime(h.detected_at, now)}.`}
          </Text>
        )}
        {fire && <SourceAges sources={fire.sources} now={now} />}
        {fire?.activation && fire.activation.status !== 'counting' && (
          <Text size="sm">
            {`Last automatic activation: ${fire.activation.status}${fire.activation.error ? ` (${fire.activation.error})` : ''}, ${format.dayTimeWithZone(fire.activation.created_at)}.`}
          </Text>
        )}
        {fire && <AutoActivationRule siteId={siteId} fire={fire} role={role} />}
      </Stack>
    </Card>
  );
}
