import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { offlineReasonText, type PermissionId } from '@wildfire/shared';
import { Link } from 'react-router';

import { PropertyMap } from '@/components/map/property-map';
import { useAppConfig } from '@/components/layout/use-app-config';
import { ActiveAlarmsList } from '@/components/ui/active-alarms-list';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { useAdminAlarms } from '@/lib/admin-alarms';
import { ApiError } from '@/lib/api-client';
import { usePanel } from '../api/get-panel';
import type { PanelDetail as PanelDetailData } from '../api/types';
import { AssignedUser } from './assigned-user';
import { BatteryValue, PanelDigiStatus, PanelPing, PanelSystemStatus } from './fleet-badges';
import { LoadingState } from '@/components/ui/paged-list';
import { orDash } from './format';
import { ManagePropertyUsers } from './manage-property-users';
import { PanelCredentials } from './panel-credentials';
import { PanelNotFound } from './panel-not-found';
import { ScheduleMaintenance } from './schedule-maintenance';
import { formatDateTimeWithSeconds, formatDay } from '@/lib/format/dates';
import { DetailField, DetailSection } from '@/components/ui/detail-card';

function PanelMap({ panel }: { panel: PanelDetailData['panel'] }) {
  const config = useAppConfig();
  if (panel.latitude === null || panel.longitude === null) {
    return (
      <Text c="dimmed">
        This property has no map position yet (its address could not be located).
      </Text>
    );
  }
  const place = {
    id: panel.site_id,
    name: panel.property_name,
    address: panel.address,
    position: { latitude: panel.latitude, longitude: panel.longitude },
  };
  return (
    <PropertyMap
      label={`Map of ${panel.property_name}`}
      places={[place]}
      focusId={place.id}
      tileUrl={config.data?.tile_url ?? null}
      onViewDetails={() => {
        document.getElementById('panel-information')?.scrollIntoView({ behavior: 'smooth' });
      }}
    />
  );
}

/** The panel's active alarms, with their age and who acknowledged them. */
function PanelAlarms({ siteId, canAcknowledge }: { siteId: string; canAcknowledge: boolean }) {
  const alarms = useAdminAlarms(siteId);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="panel-alarms">
      <Title order={2} size="h4" mb="sm" id="panel-alarms">
        Active Alarms
      </Title>
      {alarms.isPending ? (
        <LoadingState />
      ) : alarms.isError ? (
        <QueryErrorAlert
          title="The alarms could not be loaded"
          error={alarms.error}
          onRetry={() => void alarms.refetch()}
          retrying={alarms.isFetching}
        />
      ) : (
        <ActiveAlarmsList
          alarms={alarms.data.items}
          canAcknowledge={canAcknowledge}
          showProperty={false}
          emptyText="No active alarms: the panel reports nothing wrong."
        />
      )}
    </Card>
  );
}

/** Panel detail (/admin/property/{panelId}): admin-back-office.md 2.12. */
export function PanelDetail({
  panelId,
  permissions,
}: {
  panelId: string;
  permissions: readonly PermissionId[];
}) {
  const query = usePanel(panelId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <PanelNotFound panelId={panelId} />;
    }
    return (
      <QueryErrorAlert
        title="The panel could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { panel, info, connectivity, health, maintenance, credentials } = query.data;
  const canManagePanels = permissions.includes('manage_panels');
  const canAssign = permissions.includes('assign_properties');
  const canViewProperties = permissions.includes('view_properties');

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text fw={700} size="lg">
          {panel.property_name}
        </Text>
        <Text c="dimmed">{panel.address}</Text>
      </Stack>

      <PanelMap panel={panel} />

      {permissions.includes('view_alerts') && (
        <PanelAlarms
          siteId={panel.site_id}
          canAcknowledge={permissions.includes('acknowledge_alerts')}
        />
      )}

      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <DetailSection order={2} title="Panel Information" id="panel-information">
          <DetailField label="Panel ID">{info.panel_id}</DetailField>
          <DetailField label="Model">{orDash(info.model)}</DetailField>
          <DetailField label="Firmware Version">{orDash(info.firmware_version)}</DetailField>
          <DetailField label="Install Date">{formatDay(info.install_date)}</DetailField>
          <DetailField label="Last Maintenance">{formatDay(info.last_maintenance)}</DetailField>
          <DetailField label="Assigned User">
            <AssignedUser
              panelId={panelId}
              assigned={panel.assigned_user}
              canChange={canManagePanels && permissions.includes('view_users')}
            />
          </DetailField>
          <DetailField label="System Status">
            <PanelSystemStatus panel={panel} />
          </DetailField>
          <DetailField label="Automatic Activation">
            {query.data.auto_activation?.enabled
              ? `On: fire within ${String(query.data.auto_activation.within_miles)} miles, ${String(query.data.auto_activation.countdown_minutes)} min countdown`
              : 'Off'}
          </DetailField>
        </DetailSection>
        <DetailSection order={2} title="Connectivity Details">
          <DetailField label="Digi Device">{connectivity.digi_device}</DetailField>
          <DetailField label="Digi Status">
            <PanelDigiStatus panel={panel} />
          </DetailField>
          <DetailField label="IP Address">{orDash(connectivity.ip)}</DetailField>
          <DetailField label="Serial">{orDash(connectivity.serial)}</DetailField>
          <DetailField label="Cellular Signal">
            {orDash(connectivity.signal_dbm, ' dBm')}
          </DetailField>
          <DetailField label="Provider">{orDash(connectivity.provider)}</DetailField>
          <DetailField label="Ping Time">
            <PanelPing panel={panel} />
          </DetailField>
          <DetailField label="Last Update">
            {formatDateTimeWithSeconds(panel.last_update)}
          </DetailField>
          <PanelCredentials
            panelId={panelId}
            credentials={credentials}
            canManage={canManagePanels}
          />
          {panel.connection.offline_since !== null && (
            <DetailField label="Offline Since">
              {`${formatDateTimeWithSeconds(new Date(panel.connection.offline_since).toISOString())} (${offlineReasonText(panel.connection.offline_reason)})`}
            </DetailField>
          )}
        </DetailSection>
        <DetailSection order={2} title="System Health">
          <DetailField label="Battery Level">
            <BatteryValue level={health.battery_level} />
          </DetailField>
          <DetailField label="Temperature">{orDash(health.temperature, ' °F')}</DetailField>
          <DetailField label="Water Pressure">{orDash(health.water_pressure, ' PSI')}</DetailField>
          <DetailField label="Pump Cycles (30 days)">{health.pump_cycles}</DetailField>
          <DetailField label="Reported">
            {formatDateTimeWithSeconds(health.reported_at)}
          </DetailField>
        </DetailSection>
      </SimpleGrid>

      <Card withBorder padding="md" component="section" aria-label="Quick Actions">
        <Title order={2} size="h4" mb="sm">
          Quick Actions
        </Title>
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <Button
              component={Link}
              to={paths.admin.digiStatus.getHref(panel.panel_id)}
              variant="light"
            >
              View Digi Status
            </Button>
            <Button
              component={Link}
              to={paths.admin.mqttLog.getHref(panel.panel_id)}
              variant="light"
            >
              View MQTT Log
            </Button>
            <Button
              component="a"
              href={`${paths.home.getHref()}?property=${encodeURIComponent(panel.site_id)}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
            >
              View Customer Dashboard
            </Button>
            {canManagePanels && <ScheduleMaintenance panelId={panelId} />}
          </Group>
          {canViewProperties && (
            <Group gap="md">
              <Anchor component={Link} to={paths.admin.panelFiles.getHref(panel.panel_id)}>
                Files
              </Anchor>
              <Anchor component={Link} to={paths.admin.panelNotes.getHref(panel.panel_id)}>
                Notes
              </Anchor>
            </Group>
          )}
          {maintenance.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Scheduled maintenance
              </Text>
              <List size="sm">
                {maintenance.map((m) => (
                  <List.Item key={m.project_id}>
                    <Anchor component={Link} to={paths.admin.project.getHref(m.project_id)}>
                      {m.project_id}
                    </Anchor>
                    {` · ${formatDay(m.date)} · ${m.status} · ${m.description}`}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Stack>
      </Card>

      {canViewProperties && (
        <Card withBorder padding="md" component="section" aria-label="Manage Users">
          <ManagePropertyUsers propertyId={panel.property_id} canAssign={canAssign} />
        </Card>
      )}
    </Stack>
  );
}
