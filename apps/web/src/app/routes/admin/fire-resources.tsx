import { ScreenPage } from '@/components/layout/screen-page';
import { FireResources } from '@/features/admin-hq/components/fire-resource-links';

export function Component() {
  return (
    <ScreenPage title="Fire Resources">
      <FireResources />
    </ScreenPage>
  );
}
