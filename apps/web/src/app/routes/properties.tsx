import { ScreenPage } from '@/components/layout/screen-page';
import { PropertiesScreen } from '@/features/properties/components/properties-screen';

export function Component() {
  return (
    <ScreenPage title="Properties">
      <PropertiesScreen />
    </ScreenPage>
  );
}
