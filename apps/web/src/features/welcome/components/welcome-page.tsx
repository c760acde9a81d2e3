import {
  Anchor,
  Button,
  Card,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { ScreenPage } from '@/components/layout/screen-page';
import { paths } from '@/config/paths';
import { propertiesQuery } from '@/lib/site-data';

interface WelcomeLink {
  label: string;
  to: string;
}

/** Every link goes to a real screen of the portal. */
const LINK_GROUPS: { title: string; links: WelcomeLink[] }[] = [
  {
    title: 'System Controls',
    links: [
      { label: 'Structure Defense', to: paths.structureDefense.getHref() },
      { label: 'Perimeter Defense', to: paths.perimeterDefense.getHref() },
      { label: 'Pumps', to: paths.pumps.getHref() },
      { label: 'Valves', to: paths.valves.getHref() },
      { label: 'Settings', to: paths.settings.getHref() },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Alerts', to: paths.alerts.getHref() },
      { label: 'Diagnostics', to: paths.diagnostics.getHref() },
      { label: 'Inbox', to: paths.inbox.getHref() },
      { label: 'Help & Support', to: paths.help.getHref() },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact Support', to: paths.support.getHref() },
      { label: 'Manage Users', to: paths.manageUsers.getHref() },
      { label: 'My Account', to: paths.account.getHref() },
      { label: 'Terms of Use', to: paths.terms.getHref() },
    ],
  },
];

/** Spec: "View My Property" with exactly one site, else "View My Properties". */
export const viewPropertiesLabel = (siteCount: number) =>
  siteCount === 1 ? 'View My Property' : 'View My Properties';

/** The home screen while no property is selected (spec: Dashboard, "No property selected"). */
export function WelcomePage() {
  // No retry on mount: the dashboard route shows a loader while the list loads, which would
  // unmount this page, remount it after a failure and retry again, forever.
  const { data: properties, isLoading } = useQuery({ ...propertiesQuery(), retryOnMount: false });
  const siteCount = (properties ?? []).filter((property) => property.site_id !== null).length;

  return (
    <ScreenPage title="Dashboard">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2}>Welcome to Wildfire Defense</Title>
          <Text>
            Choose a property to watch its system status, pumps, valves, temperatures and alerts,
            and to run its defenses.
          </Text>
          {isLoading ? (
            <Loader size="sm" role="status" aria-label="Loading your properties" />
          ) : (
            <Button component={Link} to={paths.properties.getHref()}>
              {viewPropertiesLabel(siteCount)}
            </Button>
          )}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {LINK_GROUPS.map((group) => (
          <Card key={group.title} withBorder radius="md" padding="lg" component="section">
            <Title order={2} size="h4" mb="xs">
              {group.title}
            </Title>
            <List spacing={6} listStyleType="none" ps={0}>
              {group.links.map((link) => (
                <List.Item key={link.to}>
                  <Anchor component={Link} to={link.to}>
                    {link.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </ScreenPage>
  );
}
