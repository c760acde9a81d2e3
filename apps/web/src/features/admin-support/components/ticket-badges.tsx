import { ticketDetailStatusLabel, type TicketPriority, type TicketStatus } from '@wildfire/shared';

import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';

const PRIORITY_TONES: Record<TicketPriority, StatusTone> = {
  Critical: 'alert',
  High: 'active',
  Medium: 'caution',
  Low: 'idle',
};

const STATUS_TONES: Record<TicketStatus, StatusTone> = {
  New: 'caution',
  'New Response': 'active',
  Open: 'good',
  'In Progress': 'good',
  Pending: 'idle',
  Solved: 'idle',
  Closed: 'idle',
};

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <StatusBadge tone={PRIORITY_TONES[priority]} size="sm">
      {priority}
    </StatusBadge>
  );
}

/**
 * One name per state (issue 36): Solved reads Resolved in the list, the detail and every other
 * place a ticket shows, as the spec's detail and customer view name it.
 */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <StatusBadge tone={STATUS_TONES[status]} size="sm">
      {ticketDetailStatusLabel(status)}
    </StatusBadge>
  );
}
