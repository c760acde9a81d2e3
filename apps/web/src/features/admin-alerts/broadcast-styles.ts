import type { AlertCountBadgeColor, BroadcastStatus, BroadcastType } from '@wildfire/shared';

/**
 * Badge colours of the alerts screen. Bright fills carry black text and dark ones white, so
 * every badge stays above 4.5:1 in both themes (the customer alert colours, same choices).
 */
export const BROADCAST_TYPE_STYLES: Record<
  BroadcastType,
  { label: string; color: string; text: string }
> = {
  urgent: { label: 'Urgent', color: 'red.6', text: 'black' },
  warning: { label: 'Warning', color: 'orange.6', text: 'black' },
  info: { label: 'Info', color: 'blue.8', text: 'white' },
  routine: { label: 'Routine', color: 'gray.7', text: 'white' },
};

export const BROADCAST_STATUS_STYLES: Record<
  BroadcastStatus,
  { label: string; color: string; text: string }
> = {
  sent: { label: 'Sent', color: 'green.5', text: 'black' },
  sending: { label: 'Sending', color: 'blue.8', text: 'white' },
  failed: { label: 'Failed', color: 'red.6', text: 'black' },
};

/** The alert count badge of spec 9 in Mantine colours: success, warning, error. */
export const ALERT_COUNT_BADGE: Record<AlertCountBadgeColor, { color: string; text: string }> = {
  success: { color: 'green.5', text: 'black' },
  warning: { color: 'yellow.5', text: 'black' },
  error: { color: 'red.6', text: 'black' },
};
