import { Alert, Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { PermissionId } from '@wildfire/shared';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { DepositBadge, ProjectStatusBadge } from '@/components/ui/project-badges';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useProject } from '../api/get-project';
import type { ProjectDetail as ProjectDetailData } from '../api/types';
import { AppUpdatesTab } from './app-updates-tab';
import { ContractorTeamTab } from './contractor-team-tab';
import { InternalNotesTab } from './internal-notes-tab';
import { OverviewTab } from './overview-tab';
import { LoadingState } from '@/components/ui/paged-list';
import { PropertyUsersTab } from './property-users-tab';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'property-users', label: 'Property Users' },
  { value: 'contractor-team', label: 'Contractor Team' },
  { value: 'app-updates', label: 'App Updates' },
  { value: 'internal-notes', label: 'Internal Notes' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((t) => t.value === value);

export function ProjectNotFound({ projectId }: { projectId: string }) {
  return (
    <Alert color="yellow" variant="light" title="Project not found">
      {`No project ${projectId}. `}
      <Anchor component={Link} to={paths.admin.projects.getHref()}>
        Back to Project Management
      </Anchor>
    </Alert>
  );
}

function PersonLink({
  label,
  name,
  to,
}: {
  label: string;
  name: string | null;
  /** Null when the viewer may not open the page. */
  to: string | null;
}) {
  let value: ReactNode = 'Not assigned';
  if (name !== null)
    value = to ? (
      <Anchor component={Link} to={to} size="sm">
        {name}
      </Anchor>
    ) : (
      name
    );
  return (
    <Text size="sm">
      <Text component="span" c="dimmed" size="sm">{`${label}: `}</Text>
      {value}
    </Text>
  );
}

function Header({
  data,
  permissions,
}: {
  data: ProjectDetailData;
  permissions: readonly PermissionId[];
}) {
  const { project, property, client_rep: rep, contractor } = data;
  const canUsers = permissions.includes('view_users');
  return (
    <Stack gap={6}>
      <Text size="sm">
        <Anchor component={Link} to={paths.admin.projects.getHref()}>
          ← Project Management
        </Anchor>
      </Text>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={2}>{property.name}</Title>
        <ProjectStatusBadge status={project.status} />
        <DepositBadge status={data.deposit.status} requiredCents={data.deposit.required_cents} />
      </Group>
      <Text c="dimmed">{property.address}</Text>
      <Text fw={600}>{`${project.project_name} · ${project.id} · ${project.project_type}`}</Text>
      <Group gap="lg" wrap="wrap">
        <PersonLink
          label="Project Manager"
          name={project.project_manager?.name ?? null}
          to={
            canUsers && project.project_manager
              ? paths.admin.user.getHref(project.project_manager.id)
              : null
          }
        />
        <PersonLink
          label="Contractor"
          name={contractor?.name ?? null}
          to={
            contractor && permissions.includes('view_partners')
              ? paths.admin.contractor.getHref(contractor.id)
              : null
          }
        />
        <PersonLink
          label="Client Representative"
          name={rep?.name ?? null}
          to={canUsers && rep ? paths.admin.user.getHref(rep.id) : null}
        />
      </Group>
    </Stack>
  );
}

/** Project detail (admin-back-office.md 2.23): header and the five tabs. */
export function ProjectDetail({
  projectId,
  permissions,
}: {
  projectId: string;
  permissions: readonly PermissionId[];
}) {
  const query = useProject(projectId);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'overview';

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <ProjectNotFound projectId={projectId} />;
    }
    return (
      <QueryErrorAlert
        title="The project could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  const canEdit = permissions.includes('edit_projects');

  return (
    <Stack gap="md">
      <Header data={data} permissions={permissions} />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) {
            setParams(value === 'overview' ? {} : { tab: value }, { replace: true });
          }
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Project sections" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} style={{ whiteSpace: 'nowrap' }}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewTab data={data} permissions={permissions} />
        </Tabs.Panel>
        <Tabs.Panel value="property-users" pt="md">
          <PropertyUsersTab projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="contractor-team" pt="md">
          <ContractorTeamTab projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="app-updates" pt="md">
          <AppUpdatesTab projectId={projectId} canRecord={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="internal-notes" pt="md">
          <InternalNotesTab projectId={projectId} canAdd={canEdit} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
