import { Button, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  isClosingStatus,
  TICKET_CATEGORIES,
  TICKET_DETAIL_STATUSES,
  TICKET_PRIORITIES,
  ticketDetailStatusLabel,
  ticketUpdatePermissions,
  type PermissionId,
  type TicketCategory,
  type TicketDetail,
  type TicketPriority,
  type TicketStatus,
} from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { useTicketStaff } from '../api/get-ticket-staff';
import { useUpdateTicket } from '../api/update-ticket';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';

const UNASSIGNED = 'unassigned';

const PERMISSION_NAMES: Partial<Record<PermissionId, string>> = {
  edit_support_tickets: 'Edit Support Tickets',
  assign_support_tickets: 'Assign Support Tickets',
  close_support_tickets: 'Close Support Tickets',
};

/**
 * Update Ticket: status (Solved shown as Resolved), priority, category and assignee
 * (Unassigned or staff who hold edit_support_tickets). Choices the viewer may not make are
 * disabled; the server checks them again.
 */
export function TicketUpdateForm({
  ticket,
  permissions,
}: {
  ticket: TicketDetail;
  permissions: readonly PermissionId[];
}) {
  const [status, setStatus] = useState<TicketStatus>(ticket.status);
  const [priority, setPriority] = useState<TicketPriority>(ticket.priority);
  const [category, setCategory] = useState<TicketCategory>(ticket.category);
  const [assignee, setAssignee] = useState<string>(
    ticket.assignee ? String(ticket.assignee.id) : UNASSIGNED,
  );
  const staff = useTicketStaff();
  const update = useUpdateTicket(ticket.code);

  const canEdit = permissions.includes('edit_support_tickets');
  const canClose = permissions.includes('close_support_tickets');
  const canAssign = permissions.includes('assign_support_tickets');
  const assigneeId = assignee === UNASSIGNED ? null : Number(assignee);

  const current = {
    status: ticket.status,
    priority: ticket.priority,
    category: ticket.category,
    assigneeId: ticket.assignee?.id ?? null,
  };
  const change = { status, priority, category, assigneeId };
  const needed = ticketUpdatePermissions(current, change);
  const missing = needed.filter((p) => !permissions.includes(p));
  const changed = needed.length > 0;

  // New and New Response are set by the desk itself; while current they stay a choice.
  const statusChoices: TicketStatus[] = (
    TICKET_DETAIL_STATUSES as readonly TicketStatus[]
  ).includes(ticket.status)
    ? [...TICKET_DETAIL_STATUSES]
    : [ticket.status, ...TICKET_DETAIL_STATUSES];

  const assignees = [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...(staff.data?.staff ?? [])
      .filter((s) => s.can_be_assigned)
      .map((s) => ({ value: String(s.id), label: s.name })),
  ];
  if (ticket.assignee && !assignees.some((a) => a.value === String(ticket.assignee!.id))) {
    assignees.push({ value: String(ticket.assignee.id), label: ticket.assignee.name });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || missing.length > 0) return;
    update.mutate(
      {
        ...(status !== current.status ? { status } : {}),
        ...(priority !== current.priority ? { priority } : {}),
        ...(category !== current.category ? { category } : {}),
        ...(assigneeId !== current.assigneeId ? { assignee_id: assigneeId } : {}),
      },
      {
        onSuccess: (saved) => {
          notifications.show({
            closeButtonProps: DISMISS,
            color: 'green',
            title: `${saved.code} updated`,
            message: `Status ${ticketDetailStatusLabel(saved.status)}, priority ${saved.priority}, ${saved.assignee ? `assigned to ${saved.assignee.name}` : 'unassigned'}.`,
          });
        },
        onError: (error) => {
          notifications.show({
            closeButtonProps: DISMISS,
            color: 'red',
            title: 'The ticket was not updated',
            message: serverMessage(error),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label="Update ticket">
      <Stack gap="sm">
        <Select
          label="Status"
          data={statusChoices.map((s) => ({
            value: s,
            label: ticketDetailStatusLabel(s),
            disabled: s !== ticket.status && isClosingStatus(s) && !canClose,
          }))}
          value={status}
          allowDeselect={false}
          disabled={!canEdit && !canClose}
          onChange={(value) => {
            if (value) setStatus(value as TicketStatus);
          }}
        />
        <Select
          label="Priority"
          data={[...TICKET_PRIORITIES]}
          value={priority}
          allowDeselect={false}
          disabled={!canEdit}
          onChange={(value) => {
            if (value) setPriority(value as TicketPriority);
          }}
        />
        <Select
          label="Category"
          data={[...TICKET_CATEGORIES]}
          value={category}
          allowDeselect={false}
          disabled={!canEdit}
          onChange={(value) => {
            if (value) setCategory(value as TicketCategory);
          }}
        />
        <Select
          label="Assignee"
          data={assignees}
          value={assignee}
          allowDeselect={false}
          disabled={!canAssign}
          onChange={(value) => {
            if (value) setAssignee(value);
          }}
        />
        {missing.length > 0 && (
          <Text size="sm" role="status">
            {`This change needs the ${missing.map((p) => PERMISSION_NAMES[p] ?? p).join(' and ')} permission.`}
          </Text>
        )}
        <Button
          type="submit"
          loading={update.isPending}
          disabled={!changed || missing.length > 0 || !canEdit}
        >
          Update Ticket
        </Button>
      </Stack>
    </form>
  );
}
