import { ScreenPage } from '@/components/layout/screen-page';
import { CmsScreen } from '@/features/admin-cms/components/cms-screen';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Content Management">
      <CmsScreen permissions={user.permissions} />
    </ScreenPage>
  );
}
