import { ScreenPage } from '@/components/layout/screen-page';
import { HqHub } from '@/features/admin-hq/components/hq-hub';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Embers HQ">
      <HqHub permissions={user.permissions} />
    </ScreenPage>
  );
}
