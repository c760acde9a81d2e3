import { ScreenPage } from '@/components/layout/screen-page';
import { SupportScreen } from '@/features/support/components/support-screen';

export function Component() {
  return (
    <ScreenPage title="Support">
      <SupportScreen />
    </ScreenPage>
  );
}
