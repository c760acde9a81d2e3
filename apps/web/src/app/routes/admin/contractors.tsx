import { ScreenPage } from '@/components/layout/screen-page';
import { PartnersList } from '@/features/admin-partners/components/partners-list';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Service Partners">
      <PartnersList permissions={user.permissions} />
    </ScreenPage>
  );
}
