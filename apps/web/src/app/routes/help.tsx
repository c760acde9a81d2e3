import { ScreenPage } from '@/components/layout/screen-page';
import { HelpScreen } from '@/features/help/components/help-screen';

export function Component() {
  return (
    <ScreenPage title="Help & Support">
      <HelpScreen />
    </ScreenPage>
  );
}
