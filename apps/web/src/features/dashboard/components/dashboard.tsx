import { SimpleGrid, Stack } from '@mantine/core';
import { parseTemperatures, showTemperatureSensors } from '@wildfire/shared';
import type { ReactNode } from 'react';

import { SiteTagsState } from '../../../components/ui/site-tags-state';
import { useSiteTags } from '../../../lib/site-data';
import { useWeather } from '../api/get-weather';
import { DataFreshness } from './data-freshness';
import { SystemOffline } from './system-offline';
import { SystemStatusCard } from './system-status-card';
import { TemperatureCard } from './temperature-card';
import { WeatherCard } from './weather-card';

interface DashboardProps {
  siteId: string;
  /** The Emergency manual-control panel, composed by the route. */
  emergencyPanel: ReactNode;
}

/** The selected property at a glance: System Offline until its panel reports, else its cards. */
export function Dashboard({ siteId, emergencyPanel }: DashboardProps) {
  // Tags and weather load in parallel when a property is selected.
  const tags = useSiteTags(siteId);
  const { weather, warnings } = useWeather(siteId);
  const readings = parseTemperatures(tags.map);

  return (
    <SiteTagsState tags={tags}>
      {tags.tags.length === 0 ? (
        <SystemOffline />
      ) : (
        <Stack gap="md">
          <DataFreshness tags={tags.tags} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <WeatherCard weather={weather} warnings={warnings} />
            <SystemStatusCard tags={tags.map} />
            {showTemperatureSensors(readings) && <TemperatureCard readings={readings} />}
          </SimpleGrid>
          {emergencyPanel}
        </Stack>
      )}
    </SiteTagsState>
  );
}
