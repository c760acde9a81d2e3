import { ScreenPage } from '@/components/layout/screen-page';
import { PageLoader } from '@/components/ui/page-loader';
import { useSelectedProperty } from '@/lib/property-selection';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { ManualControlPanel } from '@/features/manual-control/components/manual-control-panel';
import { WelcomePage } from '@/features/welcome/components/welcome-page';

export function Component() {
  const { property, siteId, isLoading } = useSelectedProperty();
  if (isLoading) return <PageLoader label="Loading your properties" />;
  if (!property || !siteId) return <WelcomePage />;
  return (
    <ScreenPage title="Dashboard">
      <Dashboard
        siteId={siteId}
        role={property.role}
        emergencyPanel={<ManualControlPanel kind="emergency" property={property} siteId={siteId} />}
      />
    </ScreenPage>
  );
}
