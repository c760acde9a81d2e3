import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MAP } from '@wildfire/shared';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';

import { useAppConfig } from '@/components/layout/use-app-config';
import { PropertyMap } from '@/components/map/property-map';
import { toMapPlaces } from '@/components/map/property-places';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { usePropertySelection } from '@/lib/property-selection';
import { useProperties } from '@/lib/site-data';
import { PropertiesTable } from './properties-table';

export const NO_PROPERTIES = 'No properties available';

/** The one site to pick for the user, when there is exactly one. */
export const onlySiteId = (properties: readonly { site_id: string | null }[]): string | null => {
  const sites = properties.filter((property) => property.site_id !== null);
  return sites.length === 1 ? (sites[0]?.site_id ?? null) : null;
};

/** /properties: every property on a map and in a table; View selects one and opens its dashboard. */
export function PropertiesScreen() {
  const { data: properties, isLoading, isError, error, refetch, isRefetching } = useProperties();
  const { siteId, select } = usePropertySelection();
  const { data: config } = useAppConfig();
  const navigate = useNavigate();
  const places = useMemo(() => toMapPlaces(properties ?? []), [properties]);
  const autoSelect = siteId === null ? onlySiteId(properties ?? []) : null;

  const view = (next: string) => {
    select(next);
    void navigate(paths.home.getHref());
  };

  // Spec: with exactly one site and none selected, it is selected and the user goes to /.
  useEffect(() => {
    if (autoSelect === null) return;
    select(autoSelect);
    void navigate(paths.home.getHref(), { replace: true });
  }, [autoSelect, select, navigate]);

  if (isLoading || autoSelect !== null) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader role="status" aria-label="Loading your properties" />
      </Center>
    );
  }

  if (isError) {
    return (
      <QueryErrorAlert
        title="Your properties could not be loaded"
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  if (!properties || properties.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <Title order={2}>{NO_PROPERTIES}</Title>
          <Text>When a property is shared with you or a system is installed, it appears here.</Text>
          <Button component={Link} to={paths.support.getHref()} variant="default">
            Contact Support
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <PropertyMap
        label="Map of your properties"
        places={places}
        focusId={siteId}
        tileUrl={config?.tile_url}
        height={MAP.pageHeight}
        fitToPlaces
        onViewDetails={view}
      />
      <PropertiesTable properties={properties} onView={view} />
    </Stack>
  );
}
