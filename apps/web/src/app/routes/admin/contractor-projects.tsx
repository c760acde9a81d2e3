import { ScreenPage } from '@/components/layout/screen-page';
import { PartnerNotFound } from '@/features/admin-partners/components/partner-not-found';
import { PartnerProjects } from '@/features/admin-partners/components/partner-projects';
import { useIdParam } from './use-id-param';

export function Component() {
  const partnerId = useIdParam('partnerId');
  return (
    <ScreenPage title="Partner Projects">
      {partnerId === null ? (
        <PartnerNotFound />
      ) : (
        <PartnerProjects key={partnerId} partnerId={partnerId} />
      )}
    </ScreenPage>
  );
}
