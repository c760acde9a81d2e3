import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  canOpenAdminScreen,
  formatUsd,
  type PermissionId,
  PROJECT_STATUS_FILTERS,
  PROJECT_TEXTS,
  type ProjectStatusFilter,
} from '@wildfire/shared';
import { useState } from 'react';
import { Link } from 'react-router';

import { DepositBadge, ProgressValue, ProjectStatusBadge } from '@/components/ui/project-badges';
import { ListTable } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { useProjects } from '../api/get-projects';
import type { ProjectItem, ProjectPage } from '../api/types';
import { NewProjectButton } from './new-project-form';
import { PagedList } from '@/components/ui/paged-list';
import { formatDay } from '@/lib/format/dates';

function ProjectRows({ rows }: { rows: ProjectItem[] }) {
  return (
    <ListTable label="Projects" minWidth={940} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Project</Table.Th>
          <Table.Th>Property</Table.Th>
          <Table.Th>Contractor</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Estimate</Table.Th>
          <Table.Th>Timeline</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.admin.project.getHref(p.id)} fw={600} size="sm">
                {p.project_name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {p.id}
              </Text>
              <Text size="xs">{p.project_type}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{p.property.name}</Text>
              <Text size="xs" c="dimmed">
                {p.property.address}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{p.contractor?.name ?? 'Not assigned'}</Text>
              <Text size="xs" c="dimmed">{`Sales: ${p.sales_executive?.name ?? '—'}`}</Text>
              <Text size="xs" c="dimmed">{`PM: ${p.project_manager?.name ?? '—'}`}</Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <ProjectStatusBadge status={p.status} />
                <DepositBadge status={p.deposit.status} requiredCents={p.deposit.required_cents} />
                <ProgressValue percent={p.progress} label={`Progress of ${p.project_name}`} />
              </Stack>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUsd(p.estimate_cents)}</Table.Td>
            <Table.Td>
              {/* One block: on a phone's card the dates stack beside their label. */}
              <div>
                <Text size="xs">{`Start: ${formatDay(p.start_date)}`}</Text>
                <Text size="xs">{`Due: ${formatDay(p.estimated_completion_date)}`}</Text>
                {p.actual_completion_date && (
                  <Text size="xs">{`Completed: ${formatDay(p.actual_completion_date)}`}</Text>
                )}
              </div>
            </Table.Td>
            <Table.Td>
              <Button
                component={Link}
                to={paths.admin.project.getHref(p.id)}
                size="xs"
                variant="light"
                aria-label={`View ${p.project_name}`}
              >
                View
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

/**
 * Project Management (admin-back-office.md 2.22): search, status buttons with counts, New
 * Project, the Projects Guide, and the table with each project's deposit status.
 */
export function ProjectsList({ permissions }: { permissions: readonly PermissionId[] }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<ProjectStatusFilter>('All');
  const [page, setPage] = useState(1);
  const query = useProjects(debounced, status, page);
  const counts = query.data?.counts;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search projects"
          placeholder={PROJECT_TEXTS.searchProjects}
          description="Project, property, contractor or ID"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 260px', maxWidth: 480 }}
        />
        <Group gap="sm">
          {canOpenAdminScreen(permissions, 'projectsGuide') && (
            <Button component={Link} to={paths.admin.projectsGuide.getHref()} variant="default">
              Projects Guide
            </Button>
          )}
          {permissions.includes('create_projects') && <NewProjectButton />}
        </Group>
      </Group>

      <Group gap="xs" role="group" aria-label="Filter by status" wrap="wrap">
        {PROJECT_STATUS_FILTERS.map((s) => (
          <Button
            key={s}
            size="xs"
            variant={s === status ? 'filled' : 'default'}
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {`${s} (${counts ? String(counts[s]) : '–'})`}
          </Button>
        ))}
      </Group>

      <PagedList<ProjectItem, ProjectPage>
        query={query}
        errorTitle="The projects could not be loaded"
        emptyText={PROJECT_TEXTS.noProjects}
        pagerLabel="Project pages"
        onPage={setPage}
      >
        {(rows) => <ProjectRows rows={rows} />}
      </PagedList>
    </Stack>
  );
}
