import { ScreenPage } from '@/components/layout/screen-page';
import { ManagePropertyUsers } from '@/features/members/components/manage-property-users';

export function Component() {
  return (
    <ScreenPage title="Manage Users">
      <ManagePropertyUsers />
    </ScreenPage>
  );
}
