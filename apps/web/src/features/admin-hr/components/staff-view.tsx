import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  SOCIAL_MEDIA_LABELS,
  SOCIAL_MEDIA_NETWORKS,
  type StaffDetail,
  WORK_LOCATION_LABELS,
} from '@wildfire/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ScreenPage } from '@/components/layout/screen-page';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useStaffMember } from '../api/get-staff-member';
import { LoadingState, StaffStatusBadge } from './hr-parts';
import { StaffDocumentsPanel } from './staff-documents-panel';
import { formatDateTime, formatDay } from '@/lib/format/dates';
import { formatDollars } from '@/lib/format/money';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

const dash = (value: string | null | undefined) => (value ? value : '—');

/**
 * The frame of a staff member's page: its heading names them once loaded; before that it shows
 * the loading state, a not-found text, or the error with Retry.
 */
export function WithStaffMember({
  staffId,
  title,
  children,
}: {
  staffId: number | null;
  title: (staff: StaffDetail | null) => string;
  children: (staff: StaffDetail) => ReactNode;
}) {
  const query = useStaffMember(staffId ?? 0, staffId !== null);
  const notFound =
    staffId === null || (query.error instanceof ApiError && query.error.status === 404);
  let content: ReactNode;
  if (notFound) {
    content = (
      <Stack gap="sm" align="flex-start">
        <Text>This staff member was not found.</Text>
        <Button component={Link} to={paths.admin.hr.getHref()} variant="default">
          Back to Human Resources
        </Button>
      </Stack>
    );
  } else if (query.isPending) {
    content = <LoadingState label="Loading the staff member" />;
  } else if (query.isError) {
    content = (
      <QueryErrorAlert
        title="The staff member could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = children(query.data);
  }
  return <ScreenPage title={title(query.data ?? null)}>{content}</ScreenPage>;
}

/**
 * A staff member's record, read-only (the list's View, for prior staff): position, timeline and,
 * for holders of hr_permissions, salary, personal data and documents.
 */
export function StaffView({ staff, canManage }: { staff: StaffDetail; canManage: boolean }) {
  const personal = staff.personal;
  const social = SOCIAL_MEDIA_NETWORKS.filter((n) => personal?.social_media[n]);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>{staff.staff_number}</Text>
          <StaffStatusBadge status={staff.status} />
        </Group>
        <Group gap="sm">
          <Button component={Link} to={paths.admin.hr.getHref()} variant="default">
            Back to Human Resources
          </Button>
          {canManage && (
            <Button component={Link} to={paths.admin.hrStaffEdit.getHref(staff.id)}>
              Edit
            </Button>
          )}
        </Group>
      </Group>

      <Section title="Position">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" m={0}>
          <Field label="Position">{staff.position}</Field>
          <Field label="Department">{staff.department.name}</Field>
          <Field label="Reports To">
            {staff.reports_to ? (
              <Anchor component={Link} to={paths.admin.hrStaff.getHref(staff.reports_to.id)}>
                {staff.reports_to.name}
              </Anchor>
            ) : (
              '—'
            )}
          </Field>
          <Field label="Work Location">
            {WORK_LOCATION_LABELS[staff.location]}
            {staff.city ? ` · ${staff.city}` : ''}
          </Field>
          <Field label="Work Email">{dash(staff.email)}</Field>
          <Field label="Linked User Account">
            {staff.user ? `${staff.user.name} (${staff.user.email})` : 'Not linked'}
          </Field>
          <Field label="Hired">{formatDay(staff.hire_date)}</Field>
          <Field label="Ended">{formatDay(staff.end_date)}</Field>
          <Field label="Last Changed">{formatDateTime(staff.updated_at)}</Field>
        </SimpleGrid>
      </Section>

      {personal ? (
        <>
          <Section title="Personal">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" m={0}>
              <Field label="Personal Email">{personal.personal_email}</Field>
              <Field label="Salary">
                {personal.salary === null ? '—' : `${formatDollars(personal.salary)} a year`}
              </Field>
              <Field label="Birthdate">{formatDay(personal.birthdate)}</Field>
              <Field label="Address">{dash(personal.address)}</Field>
              <Field label="Social Media">
                {social.length === 0
                  ? '—'
                  : social
                      .map((n) => `${SOCIAL_MEDIA_LABELS[n]}: ${personal.social_media[n] ?? ''}`)
                      .join(' · ')}
              </Field>
            </SimpleGrid>
          </Section>
          <Section title="Documents">
            <StaffDocumentsPanel
              staffId={staff.id}
              name={staff.name}
              documents={personal.documents}
              canManage={canManage}
            />
          </Section>
        </>
      ) : (
        <Text size="sm">
          Salary, personal data and documents are visible to holders of the HR Permissions
          permission.
        </Text>
      )}
    </Stack>
  );
}
