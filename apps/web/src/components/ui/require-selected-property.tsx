import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useSelectedProperty } from '@/lib/property-selection';
import type { Property } from '@/lib/site-data';
import { PageLoader } from './page-loader';

export interface SelectedProperty {
  property: Property;
  siteId: string;
}

interface RequireSelectedPropertyProps {
  /** What the screen shows, to finish "Select a property to see …". */
  shows: string;
  children: (selected: SelectedProperty) => ReactNode;
}

/** Equipment screens need a property: a spinner while properties load, else a way to pick one. */
export function RequireSelectedProperty({ shows, children }: RequireSelectedPropertyProps) {
  const { property, siteId, isLoading } = useSelectedProperty();
  if (isLoading) return <PageLoader label="Loading your properties" />;
  if (!property || !siteId) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            No property selected
          </Title>
          <Text>Select a property to see {shows}.</Text>
          <Button component={Link} to={paths.properties.getHref()} variant="default">
            Go to Properties
          </Button>
        </Stack>
      </Paper>
    );
  }
  return children({ property, siteId });
}
