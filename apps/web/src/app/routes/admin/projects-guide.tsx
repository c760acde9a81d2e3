import { ScreenPage } from '@/components/layout/screen-page';
import { ProjectsGuide } from '@/features/admin-guides/components/projects-guide';

export function Component() {
  return (
    <ScreenPage title="Projects Guide">
      <ProjectsGuide />
    </ScreenPage>
  );
}
