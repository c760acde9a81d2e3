import { ScreenPage } from '../../../components/layout/screen-page';

export function Component() {
  return <ScreenPage title="Embers HQ" />;
}
