import { ScreenPage } from '@/components/layout/screen-page';
import { SupportDesk } from '@/features/admin-support/components/support-desk';

export function Component() {
  return (
    <ScreenPage title="Customer Support">
      <SupportDesk />
    </ScreenPage>
  );
}
