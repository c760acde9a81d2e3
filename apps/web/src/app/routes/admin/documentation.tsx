import { ScreenPage } from '@/components/layout/screen-page';
import { DocumentationGuide } from '@/features/admin-guides/components/documentation-guide';

export function Component() {
  return (
    <ScreenPage title="Documentation">
      <DocumentationGuide />
    </ScreenPage>
  );
}
