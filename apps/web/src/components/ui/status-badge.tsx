import { Badge } from '@mantine/core';
import type { AlarmSeverity } from '@wildfire/shared';
import type { ReactNode } from 'react';

import { useLastKnown } from './last-known';

/**
 * Status colours from the help text: green Standby (all good), orange Active, red Alert; grey when
 * idle or unknown, yellow for a caution. Bright fills carry black text and the grey carries white, which
 * keeps every pairing above 4.5:1 in both themes (the default filled shades do not).
 */
export type StatusTone = 'good' | 'active' | 'alert' | 'caution' | 'idle';

/** How an active alarm's severity looks and reads, on every list of alarms. */
export const SEVERITY_TONE: Record<AlarmSeverity, StatusTone> = {
  urgent: 'alert',
  warning: 'caution',
  info: 'idle',
};
export const SEVERITY_LABEL: Record<AlarmSeverity, string> = {
  urgent: 'Urgent',
  warning: 'Warning',
  info: 'Info',
};

const TONES: Record<StatusTone, { color: string; text: string }> = {
  good: { color: 'green.6', text: 'black' },
  active: { color: 'orange.6', text: 'black' },
  alert: { color: 'red.6', text: 'black' },
  caution: { color: 'yellow.5', text: 'black' },
  idle: { color: 'gray.7', text: 'white' },
};

export function StatusBadge({
  tone,
  size = 'md',
  children,
}: {
  tone: StatusTone;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  // A status the panel has not confirmed lately is never shown green (or orange) as if live.
  const lastKnown = useLastKnown();
  const shown = lastKnown && (tone === 'good' || tone === 'active') ? 'idle' : tone;
  const { color, text } = TONES[shown];
  return (
    <Badge color={color} c={text} variant="filled" size={size} radius="sm">
      {children}
    </Badge>
  );
}
