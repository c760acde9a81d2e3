import { SimpleGrid, Stack } from '@mantine/core';
import { parseTemperatures, showTemperatureSensors, type PropertyRole } from '@wildfire/shared';
import type { ReactNode } from 'react';

import { SiteTagsState } from '@/components/ui/site-tags-state';
import { useOfflineCopy } from '@/lib/offline-copy';
import { usePanelState } from '@/lib/panel-state';
import { useSiteTags } from '@/lib/site-data';
import { useWeather } from '../api/get-weather';
import { DataFreshness } from './data-freshness';
import { FireNearbyCard } from './fire-nearby-card';
import { PanelTiles } from './panel-tiles';
import { ReadinessCard } from './readiness-card';
import { SystemOffline } from './system-offline';
import { SystemStatusCard } from './system-status-card';
import { TemperatureCard } from './temperature-card';
import { WeatherCard } from './weather-card';

interface DashboardProps {
  siteId: string;
  /** The Emergency manual-control panel, composed by the route. */
  emergencyPanel: ReactNode;
  /** The person's role on the property: who may cancel or set automatic activation. */
  role: PropertyRole;
}

/**
 * The selected property at a glance: System Offline until its panel reports, else, in the
 * order a person in a hurry needs them on a phone, the system's state with its controls and
 * readiness, what is wrong, the tank, pressure and connection, then the weather and details.
 */
export function Dashboard({ siteId, emergencyPanel, role }: DashboardProps) {
  // Tags and weather load in parallel when a property is selected.
  const tags = useSiteTags(siteId);
  const panel = usePanelState(siteId);
  const { weather, warnings } = useWeather(siteId);
  const readings = parseTemperatures(tags.map);
  const offlineCopyAt = useOfflineCopy();

  return tags.tags.length === 0 && !tags.isPending && !tags.isError ? (
    // A panel that never reported cannot defend the property, but a fire nearby still matters.
    <Stack gap="md">
      <SystemOffline />
      <FireNearbyCard siteId={siteId} role={role} />
    </Stack>
  ) : (
    <SiteTagsState
      siteId={siteId}
      tags={tags}
      controls={
        <Stack gap="md">
          {emergencyPanel}
          {panel.state && panel.state.readiness !== 'unknown' && (
            <ReadinessCard
              siteId={siteId}
              state={panel.state}
              alarms={panel.alarms}
              now={panel.now}
            />
          )}
        </Stack>
      }
    >
      <Stack gap="md">
        <DataFreshness
          tags={tags.tags}
          live={panel.state?.connection.state !== 'offline' && offlineCopyAt === null}
        />
        <PanelTiles tags={tags.tags} map={tags.map} state={panel.state} now={panel.now} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <FireNearbyCard siteId={siteId} role={role} />
          <WeatherCard weather={weather} warnings={warnings} />
          <SystemStatusCard tags={tags.tags} map={tags.map} />
          {showTemperatureSensors(readings) && (
            <TemperatureCard readings={readings} tags={tags.tags} />
          )}
        </SimpleGrid>
      </Stack>
    </SiteTagsState>
  );
}
