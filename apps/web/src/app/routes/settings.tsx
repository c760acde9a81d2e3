import { canControl } from '@wildfire/shared';

import { ScreenPage } from '@/components/layout/screen-page';
import { RequireSelectedProperty } from '@/components/ui/require-selected-property';
import { EscalationPolicyCard } from '@/features/escalation-policy/components/escalation-policy-card';
import { SetpointChange } from '@/features/manual-control/components/setpoint-change';
import { PanelSettings } from '@/features/panel-settings/components/panel-settings';

export function Component() {
  return (
    <ScreenPage title="Settings">
      <RequireSelectedProperty shows="its settings">
        {({ property, siteId }) => (
          <>
            <PanelSettings
              siteId={siteId}
              // Only Owners and Property Managers may change run lengths and the agitator schedule.
              renderChange={
                canControl(property.role)
                  ? (setpoint) => (
                      <SetpointChange siteId={siteId} property={property} setpoint={setpoint} />
                    )
                  : undefined
              }
            />
            <EscalationPolicyCard propertyId={property.id} />
          </>
        )}
      </RequireSelectedProperty>
    </ScreenPage>
  );
}
