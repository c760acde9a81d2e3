import { ScreenPage } from '@/components/layout/screen-page';
import { UsersAndGroups } from '@/features/admin-users/components/users-and-groups';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Users & Groups">
      <UsersAndGroups permissions={user.permissions} />
    </ScreenPage>
  );
}
