import {
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { canOpenAdminScreen, type HqSearchKind, type HqSearchResult } from '@wildfire/shared';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { useHqSearch } from '../api/search-hq';
import { HQ_LINK_COLUMNS } from '../hq-links';
import { FireResourceList } from './fire-resource-links';

const KIND_LABELS: Record<HqSearchKind, string> = {
  panels: 'Panels',
  properties: 'Properties',
  users: 'Users',
  tickets: 'Support Tickets',
  projects: 'Projects',
};

/** Where a result opens in the back-office. */
function hrefOf(result: HqSearchResult): string {
  switch (result.kind) {
    case 'panels':
      return paths.admin.panel.getHref(result.panel_id ?? result.id);
    case 'properties':
      return result.panel_id
        ? paths.admin.panel.getHref(result.panel_id)
        : paths.admin.properties.getHref();
    case 'users':
      return paths.admin.user.getHref(result.id);
    case 'tickets':
      return paths.admin.supportTicket.getHref(result.id);
    case 'projects':
      return paths.admin.project.getHref(result.id);
  }
}

function SearchResults({ text }: { text: string }) {
  const query = useHqSearch(text);
  if (query.isPending) {
    return (
      <Group justify="center" py="md" role="status">
        <Loader size="sm" role="status" aria-label="Searching" />
      </Group>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="The search failed"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { results, kinds } = query.data;
  const searched = kinds.map((k) => KIND_LABELS[k]).join(', ');
  if (results.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {`No results for “${query.data.query}”.`} Searched: {searched}.
      </Text>
    );
  }
  return (
    <Stack gap="sm" aria-label="Search results" role="region">
      <Text size="sm" role="status">
        {results.length === 1 ? '1 result' : `${String(results.length)} results`} · Searched:{' '}
        {searched}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {kinds
          .filter((kind) => results.some((r) => r.kind === kind))
          .map((kind) => (
            <Paper key={kind} withBorder p="md" radius="md">
              <Title order={3} size="h5" mb="xs">
                {KIND_LABELS[kind]}
              </Title>
              <List listStyleType="none" spacing={6} p={0}>
                {results
                  .filter((r) => r.kind === kind)
                  .map((r) => (
                    <List.Item key={`${r.kind}-${r.id}`}>
                      <Anchor component={Link} to={hrefOf(r)} fw={600}>
                        {r.title}
                      </Anchor>
                      <Text size="xs">{r.subtitle}</Text>
                    </List.Item>
                  ))}
              </List>
            </Paper>
          ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The HQ hub (spec 2.14): a search that finds panels, properties, users, tickets and projects,
 * the link columns Operations, Administration, Resources and Fire Resources, and Documentation.
 */
export function HqHub({ permissions }: { permissions: readonly string[] }) {
  const [params, setParams] = useSearchParams();
  const applied = params.get('q') ?? '';
  const [text, setText] = useState(applied);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text.trim() === '') next.delete('q');
        else next.set('q', text.trim());
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="lg">
      <form role="search" aria-label="HQ" onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Search panels, properties, users, tickets and projects"
            placeholder="Panel ID, name, email, project..."
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
            }}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>

      {applied !== '' && <SearchResults text={applied} />}

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {HQ_LINK_COLUMNS.map((column) => {
          const links = column.links.filter((l) => canOpenAdminScreen(permissions, l.screen));
          return (
            <Paper
              key={column.title}
              withBorder
              p="md"
              radius="md"
              component="section"
              aria-label={column.title}
            >
              <Title order={2} size="h4" mb="sm">
                {column.title}
              </Title>
              {links.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nothing here for your permissions.
                </Text>
              ) : (
                <List listStyleType="none" spacing={6} p={0}>
                  {links.map((l) => (
                    <List.Item key={l.to}>
                      <Anchor component={Link} to={l.to}>
                        {l.label}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              )}
            </Paper>
          );
        })}
        <Paper withBorder p="md" radius="md" component="section" aria-label="Fire Resources">
          <Title order={2} size="h4" mb="sm">
            Fire Resources
          </Title>
          <FireResourceList />
          {canOpenAdminScreen(permissions, 'fireResources') && (
            <Anchor
              component={Link}
              to={paths.admin.fireResources.getHref()}
              size="sm"
              mt="sm"
              display="block"
            >
              All fire resources
            </Anchor>
          )}
        </Paper>
      </SimpleGrid>

      <Group>
        <Button component={Link} to={paths.admin.documentation.getHref()}>
          Documentation
        </Button>
      </Group>
    </Stack>
  );
}
