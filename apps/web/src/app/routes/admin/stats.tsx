import { ScreenPage } from '@/components/layout/screen-page';
import { StatisticsScreen } from '@/features/admin-stats/components/statistics-screen';

export function Component() {
  return (
    <ScreenPage title="Analytics & Statistics">
      <StatisticsScreen />
    </ScreenPage>
  );
}
