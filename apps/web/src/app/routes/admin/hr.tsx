import { ScreenPage } from '@/components/layout/screen-page';
import { HrScreen } from '@/features/admin-hr/components/hr-screen';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Human Resources">
      <HrScreen permissions={user.permissions} />
    </ScreenPage>
  );
}
