import { ScreenPage } from '@/components/layout/screen-page';
import { PartnerMarketingGuide } from '@/features/admin-guides/components/partner-marketing-guide';

export function Component() {
  return (
    <ScreenPage title="Partner Marketing Guide">
      <PartnerMarketingGuide />
    </ScreenPage>
  );
}
