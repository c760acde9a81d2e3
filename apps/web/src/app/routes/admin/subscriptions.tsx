import { ScreenPage } from '@/components/layout/screen-page';
import { SubscriptionsScreen } from '@/features/admin-billing/components/subscriptions-screen';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Subscriptions">
      <SubscriptionsScreen permissions={user.permissions} />
    </ScreenPage>
  );
}
