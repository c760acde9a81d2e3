import type { AlertCounts, AlertType } from './api/get-alerts';

/**
 * Type colours on All Messages: urgent red, warning orange, info blue, routine gray,
 * maintenance yellow, notification teal. Bright fills carry black text and dark ones white, so
 * every badge stays above 4.5:1 in both themes. (A pure rule: belongs in @wildfire/shared.)
 */
export const ALERT_TYPE_STYLES: Record<AlertType, { label: string; color: string; text: string }> =
  {
    urgent: { label: 'Urgent', color: 'red.6', text: 'black' },
    warning: { label: 'Warning', color: 'orange.6', text: 'black' },
    info: { label: 'Info', color: 'blue.8', text: 'white' },
    routine: { label: 'Routine', color: 'gray.7', text: 'white' },
    maintenance: { label: 'Maintenance', color: 'yellow.5', text: 'black' },
    notification: { label: 'Notification', color: 'teal.9', text: 'white' },
  };

const isKnownType = (type: string): type is AlertType => Object.hasOwn(ALERT_TYPE_STYLES, type);

export function alertTypeStyle(type: string) {
  if (isKnownType(type)) return ALERT_TYPE_STYLES[type];
  const label = type.charAt(0).toUpperCase() + type.slice(1);
  return { label, color: 'gray.7', text: 'white' };
}

/** The count line under the heading, e.g. "5 messages, 1 urgent". */
export function alertCountLine(counts: Pick<AlertCounts, 'total' | 'urgent'>): string {
  const messages = counts.total === 1 ? '1 message' : `${String(counts.total)} messages`;
  return `${messages}, ${String(counts.urgent)} urgent`;
}
