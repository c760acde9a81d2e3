import { useParams } from 'react-router';

import { ScreenPage } from '@/components/layout/screen-page';
import { ProjectDetail } from '@/features/admin-projects/components/project-detail';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const { projectId = '' } = useParams();
  const user = useCurrentUser();
  return (
    <ScreenPage title="Project Details">
      <ProjectDetail key={projectId} projectId={projectId} permissions={user.permissions} />
    </ScreenPage>
  );
}
