import { ScreenPage } from '@/components/layout/screen-page';
import { CreateGroupForm } from '@/features/admin-users/components/create-group-form';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Create Group">
      <CreateGroupForm permissions={user.permissions} />
    </ScreenPage>
  );
}
