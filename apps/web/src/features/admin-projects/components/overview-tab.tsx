import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatUsd, type PermissionId } from '@wildfire/shared';
import { useState } from 'react';

import { ProgressValue, ProjectStatusBadge } from '@/components/ui/project-badges';
import { useProjectHistory } from '../api/get-project-history';
import type { HistoryEvent, Page, ProjectDetail } from '../api/types';
import { DepositCard } from './deposit-card';
import { EditProjectButton } from './edit-project-form';
import { PagedList } from '@/components/ui/paged-list';
import { ProjectMap } from './project-map';
import { SendMessageCard } from './send-message';
import { formatDateTime, formatDay } from '@/lib/format/dates';
import { DetailField, DetailSection } from '@/components/ui/detail-card';

function ProjectHistory({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1);
  const query = useProjectHistory(projectId, page);
  return (
    <DetailSection title="Project History">
      <PagedList<HistoryEvent, Page<HistoryEvent>>
        query={query}
        errorTitle="The history could not be loaded"
        emptyText="Nothing has happened on this project yet."
        pagerLabel="History pages"
        onPage={setPage}
      >
        {(events) => (
          <Stack
            gap="xs"
            component="ol"
            aria-label="Project history"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {events.map((e) => (
              <li key={e.id}>
                <Text size="sm">{e.summary}</Text>
                <Text size="xs" c="dimmed">
                  {`${e.actor ?? 'System'} · ${formatDateTime(e.created_at)}`}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </PagedList>
    </DetailSection>
  );
}

/** Overview: project info with Edit, deposit, Send Message, the site map and the history. */
export function OverviewTab({
  data,
  permissions,
}: {
  data: ProjectDetail;
  permissions: readonly PermissionId[];
}) {
  const { project, property } = data;
  const canEdit = permissions.includes('edit_projects');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="md">
          <DetailSection
            title="Project Info"
            actions={
              canEdit ? (
                <EditProjectButton
                  data={data}
                  canAssign={permissions.includes('assign_project_resources')}
                />
              ) : undefined
            }
          >
            <DetailField label="Project">{project.project_name}</DetailField>
            <DetailField label="ID">{project.id}</DetailField>
            <DetailField label="Type">{project.project_type}</DetailField>
            <DetailField label="Status">
              <ProjectStatusBadge status={project.status} />
            </DetailField>
            <DetailField label="Priority">{project.priority}</DetailField>
            <DetailField label="Progress">
              <ProgressValue percent={project.progress} label="Project progress" />
            </DetailField>
            <DetailField label="Estimate">{formatUsd(project.estimate_cents)}</DetailField>
            <DetailField label="Start">{formatDay(project.start_date)}</DetailField>
            <DetailField label="Due">{formatDay(project.estimated_completion_date)}</DetailField>
            <DetailField label="Completed">{formatDay(project.actual_completion_date)}</DetailField>
            <DetailField label="Sales Executive">
              {project.sales_executive?.name ?? '—'}
            </DetailField>
            <DetailField label="Project Manager">
              {project.project_manager?.name ?? '—'}
            </DetailField>
            <DetailField label="Contractor">
              {project.contractor?.name ?? 'Not assigned'}
            </DetailField>
            <DetailField label="Created">{formatDateTime(project.created_at)}</DetailField>
            <DetailField label="Last Updated">{formatDateTime(project.updated_at)}</DetailField>
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {project.description || 'No description.'}
            </Text>
            {project.notes.length > 0 && (
              <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {project.notes.map((note) => (
                  <Text component="li" size="sm" key={note}>
                    {note}
                  </Text>
                ))}
              </Stack>
            )}
          </DetailSection>
          <DepositCard data={data} canEdit={canEdit} />
        </Stack>
        <Stack gap="md">
          <DetailSection title="Site Map">
            <ProjectMap
              name={property.name}
              address={property.address}
              latitude={property.latitude}
              longitude={property.longitude}
            />
          </DetailSection>
          {canEdit && <SendMessageCard data={data} />}
        </Stack>
      </SimpleGrid>
      <ProjectHistory projectId={project.id} />
    </Stack>
  );
}
