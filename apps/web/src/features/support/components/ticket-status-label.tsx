import { Badge } from '@mantine/core';
import { ticketDetailStatusLabel, type MyTicket } from '@wildfire/shared';

/** A ticket's status as the customer reads it, outlined so it never reads as an alarm. */
export function StatusLabel({ status }: { status: MyTicket['status'] }) {
  return (
    <Badge variant="outline" color="gray.6" c="var(--mantine-color-text)" radius="sm">
      {ticketDetailStatusLabel(status)}
    </Badge>
  );
}
