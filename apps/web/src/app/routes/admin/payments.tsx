import { ScreenPage } from '@/components/layout/screen-page';
import { PaymentsScreen } from '@/features/admin-billing/components/payments-screen';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Payments">
      <PaymentsScreen permissions={user.permissions} />
    </ScreenPage>
  );
}
