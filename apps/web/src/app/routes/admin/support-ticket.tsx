import { useParams } from 'react-router';

import { ScreenPage } from '@/components/layout/screen-page';
import { TicketDetail } from '@/features/admin-support/components/ticket-detail';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const { ticketId = '' } = useParams();
  const user = useCurrentUser();
  return (
    <ScreenPage title="Support Ticket">
      <TicketDetail key={ticketId} ticketId={ticketId} permissions={user.permissions} />
    </ScreenPage>
  );
}
