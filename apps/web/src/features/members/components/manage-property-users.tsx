import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useSelectedProperty } from '@/lib/property-selection';
import { removeFromPropertyQuestion } from '../confirmations';
import { PropertyAccessLevels } from './access-levels';
import { PropertyUsers } from './property-users';

/** Manage Users for the selected property. */
export function ManagePropertyUsers() {
  const { property, isLoading } = useSelectedProperty();

  if (isLoading) return <PageLoader label="Loading your properties" />;
  if (!property) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>Please select a property first to manage its users</Text>
          <Button component={Link} to={paths.properties.getHref()}>
            Go to Properties
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      <Text>Users of {property.name}</Text>
      <PropertyUsers
        key={property.id}
        propertyId={property.id}
        propertyName={property.name}
        removeQuestion={removeFromPropertyQuestion}
      />
      <PropertyAccessLevels />
    </Stack>
  );
}
