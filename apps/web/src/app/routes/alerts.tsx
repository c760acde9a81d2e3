import { ScreenPage } from '@/components/layout/screen-page';
import { AlertsScreen } from '@/features/alerts/components/alerts-screen';

export function Component() {
  return (
    <ScreenPage title="All Messages">
      <AlertsScreen />
    </ScreenPage>
  );
}
