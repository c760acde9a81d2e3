import { ScreenPage } from '@/components/layout/screen-page';
import { TicketsList } from '@/features/admin-support/components/tickets-list';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Support Tickets">
      <TicketsList permissions={user.permissions} />
    </ScreenPage>
  );
}
