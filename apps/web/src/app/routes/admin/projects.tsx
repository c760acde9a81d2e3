import { ScreenPage } from '@/components/layout/screen-page';
import { ProjectsList } from '@/features/admin-projects/components/projects-list';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Project Management">
      <ProjectsList permissions={user.permissions} />
    </ScreenPage>
  );
}
