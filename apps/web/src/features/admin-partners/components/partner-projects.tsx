import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { formatUsd } from '@wildfire/shared';
import { useState } from 'react';
import { Link } from 'react-router';

import { ListTable } from '@/components/ui/list-table';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePartnerProjects } from '../api/get-partner-projects';
import type { PartnerProject } from '../api/types';
import { DepositBadge, ProjectStatusBadge } from '@/components/ui/project-badges';
import { PartnerHeader } from './partner-header';
import { PartnerNotFound } from './partner-not-found';
import { LoadingState } from '@/components/ui/paged-list';
import { ListPager } from '@/components/ui/list-pager';
import { formatDay } from '@/lib/format/dates';

function ProjectRows({ rows }: { rows: PartnerProject[] }) {
  return (
    <ListTable label="Partner projects" minWidth={900} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Project</Table.Th>
          <Table.Th>Property</Table.Th>
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
              <Text size="xs" c="dimmed">{`${p.id} · ${p.project_type}`}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{p.property.name}</Text>
              <Text size="xs" c="dimmed">
                {p.property.address}
              </Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <ProjectStatusBadge status={p.status} />
                <DepositBadge status={p.deposit.status} requiredCents={p.deposit.required_cents} />
              </Stack>
            </Table.Td>
            <Table.Td>{formatUsd(p.estimate_cents)}</Table.Td>
            <Table.Td>
              <Text size="xs">{`Start: ${formatDay(p.start_date)}`}</Text>
              <Text size="xs">{`Due: ${formatDay(p.estimated_completion_date)}`}</Text>
              {p.actual_completion_date && (
                <Text size="xs">{`Completed: ${formatDay(p.actual_completion_date)}`}</Text>
              )}
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

/** A partner's Projects page: every project it was assigned, newest first. */
export function PartnerProjects({ partnerId }: { partnerId: number }) {
  const [page, setPage] = useState(1);
  const query = usePartnerProjects(partnerId, page);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <PartnerNotFound />;
    return (
      <QueryErrorAlert
        title="The partner's projects could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  return (
    <Stack gap="md">
      <PartnerHeader partner={data.partner} current="projects" />
      {data.items.length === 0 ? (
        <Text c="dimmed">{`${data.partner.company_name} has no projects yet.`}</Text>
      ) : (
        <ProjectRows rows={data.items} />
      )}
      <ListPager
        page={data.page}
        total={data.total}
        pageSize={data.page_size}
        onPage={setPage}
        label="Partner project pages"
      />
    </Stack>
  );
}
