import { ScreenPage } from '@/components/layout/screen-page';
import { PartnerDetail } from '@/features/admin-partners/components/partner-detail';
import { PartnerNotFound } from '@/features/admin-partners/components/partner-not-found';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useIdParam } from './use-id-param';

export function Component() {
  const partnerId = useIdParam('partnerId');
  const user = useCurrentUser();
  return (
    <ScreenPage title="Service Partner">
      {partnerId === null ? (
        <PartnerNotFound />
      ) : (
        <PartnerDetail key={partnerId} partnerId={partnerId} permissions={user.permissions} />
      )}
    </ScreenPage>
  );
}
