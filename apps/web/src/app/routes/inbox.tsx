import { ScreenPage } from '@/components/layout/screen-page';
import { InboxScreen } from '@/features/inbox/components/inbox-screen';

export function Component() {
  return (
    <ScreenPage title="Inbox">
      <InboxScreen />
    </ScreenPage>
  );
}
