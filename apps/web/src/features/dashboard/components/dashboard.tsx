import { SimpleGrid, Stack } from '@mantine/core';
import { parseTemperatures, showTemperatureSensors } from '@wildfire/shared';
import type { ReactNode } from 'react';

import { SiteTagsState } from '../../../components/ui/site-tags-state';
import { useSiteTags } from '../../../lib/site-data';
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
  const tags = useSiteTags(siteId);
  const readings = parseTemperatures(tags.map);

  return (
    <SiteTagsState tags={tags}>
      {tags.tags.length === 0 ? (
        <SystemOffline />
      ) : (
        <Stack gap="md">
          <DataFreshness tags={tags.tags} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {/* The server has no weather source yet (GET /api/weather?site_id= comes with the
                weather issue), so the card states that instead of showing invented values. */}
            <WeatherCard weather={null} />
            <SystemStatusCard tags={tags.map} />
            {showTemperatureSensors(readings) && <TemperatureCard readings={readings} />}
          </SimpleGrid>
          {emergencyPanel}
        </Stack>
      )}
    </SiteTagsState>
  );
}
