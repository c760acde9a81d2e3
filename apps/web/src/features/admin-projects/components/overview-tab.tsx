import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatUsd, type PermissionId } from '@wildfire/shared';
import { type ReactNode, useState } from 'react';

import { ProgressValue, ProjectStatusBadge } from '@/components/ui/project-badges';
import { useProjectHistory } from '../api/get-project-history';
import type { HistoryEvent, Page, ProjectDetail } from '../api/types';
import { DepositCard } from './deposit-card';
import { EditProjectButton } from './edit-project-form';
import { PagedList } from '@/components/ui/paged-list';
import { ProjectMap } from './project-map';
import { SendMessageCard } from './send-message';
import { formatDateTime, formatDay } from '@/lib/format/dates';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>
        {typeof children === 'string' || typeof children === 'number' ? (
          <Text size="sm">{children}</Text>
        ) : (
          children
        )}
      </div>
    </Group>
  );
}

function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      <Stack gap={6}>{children}</Stack>
    </Card>
  );
}

function ProjectHistory({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1);
  const query = useProjectHistory(projectId, page);
  return (
    <Section title="Project History">
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
    </Section>
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
          <Section
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
            <Field label="Project">{project.project_name}</Field>
            <Field label="ID">{project.id}</Field>
            <Field label="Type">{project.project_type}</Field>
            <Field label="Status">
              <ProjectStatusBadge status={project.status} />
            </Field>
            <Field label="Priority">{project.priority}</Field>
            <Field label="Progress">
              <ProgressValue percent={project.progress} label="Project progress" />
            </Field>
            <Field label="Estimate">{formatUsd(project.estimate_cents)}</Field>
            <Field label="Start">{formatDay(project.start_date)}</Field>
            <Field label="Due">{formatDay(project.estimated_completion_date)}</Field>
            <Field label="Completed">{formatDay(project.actual_completion_date)}</Field>
            <Field label="Sales Executive">{project.sales_executive?.name ?? '—'}</Field>
            <Field label="Project Manager">{project.project_manager?.name ?? '—'}</Field>
            <Field label="Contractor">{project.contractor?.name ?? 'Not assigned'}</Field>
            <Field label="Created">{formatDateTime(project.created_at)}</Field>
            <Field label="Last Updated">{formatDateTime(project.updated_at)}</Field>
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
          </Section>
          <DepositCard data={data} canEdit={canEdit} />
        </Stack>
        <Stack gap="md">
          <Section title="Site Map">
            <ProjectMap
              name={property.name}
              address={property.address}
              latitude={property.latitude}
              longitude={property.longitude}
            />
          </Section>
          {canEdit && <SendMessageCard data={data} />}
        </Stack>
      </SimpleGrid>
      <ProjectHistory projectId={project.id} />
    </Stack>
  );
}
