import { ScreenPage } from '@/components/layout/screen-page';
import { AddStaffScreen } from '@/features/admin-hr/components/add-staff-screen';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Add Staff Member">
      <AddStaffScreen personal={user.permissions.includes('hr_permissions')} />
    </ScreenPage>
  );
}
