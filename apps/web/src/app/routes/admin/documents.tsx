import { ScreenPage } from '@/components/layout/screen-page';
import { DocumentsScreen } from '@/features/admin-hr/components/documents-screen';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="HR Documents">
      <DocumentsScreen canManage={user.permissions.includes('manage_hr_data')} />
    </ScreenPage>
  );
}
