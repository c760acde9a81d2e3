import { ticketDetailStatusLabel, type TicketPriority, type TicketStatus } from '@wildfire/shared';

import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';

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

/** The list names statuses as stored; the detail shows Solved as Resolved. */
export function TicketStatusBadge({
  status,
  on = 'list',
}: {
  status: TicketStatus;
  on?: 'list' | 'detail';
}) {
  return (
    <StatusBadge tone={STATUS_TONES[status]} size="sm">
      {on === 'detail' ? ticketDetailStatusLabel(status) : status}
    </StatusBadge>
  );
}
