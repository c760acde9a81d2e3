import { ScreenPage } from '@/components/layout/screen-page';
import { PartnerMessages } from '@/features/admin-partners/components/partner-messages';
import { PartnerNotFound } from '@/features/admin-partners/components/partner-not-found';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useIdParam } from './use-id-param';

export function Component() {
  const partnerId = useIdParam('partnerId');
  const user = useCurrentUser();
  return (
    <ScreenPage title="Partner Messages">
      {partnerId === null ? (
        <PartnerNotFound />
      ) : (
        <PartnerMessages
          key={partnerId}
          partnerId={partnerId}
          canSend={user.permissions.includes('manage_partners')}
        />
      )}
    </ScreenPage>
  );
}
