import { ScreenPage } from '@/components/layout/screen-page';
import { InviteUserForm } from '@/features/admin-users/components/invite-user-form';

export function Component() {
  return (
    <ScreenPage title="Invite User">
      <InviteUserForm />
    </ScreenPage>
  );
}
