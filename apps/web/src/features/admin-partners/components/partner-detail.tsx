import { Alert, Anchor, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type PermissionId, PROJECT_TEXTS } from '@wildfire/shared';
import type { ReactNode } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { ApiError } from '@/lib/api-client';
import { usePartner } from '../api/get-partner';
import { EditPartnerButton } from './edit-partner-form';
import { CertificationBadge, PartnerStatusBadge, StarRating } from '@/components/ui/project-badges';
import { PartnerCrew } from './partner-crew';
import { PartnerHeader } from './partner-header';
import { PartnerNotFound } from './partner-not-found';
import { LoadingState } from '@/components/ui/paged-list';
import { formatDateTime, formatDay } from '@/lib/format/dates';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
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

/** A partner's View page: details (Edit), the properties it services and its crew. */
export function PartnerDetail({
  partnerId,
  permissions,
}: {
  partnerId: number;
  permissions: readonly PermissionId[];
}) {
  const query = usePartner(partnerId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <PartnerNotFound />;
    return (
      <QueryErrorAlert
        title="The partner could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { partner, properties, crew } = query.data;
  const canManage = permissions.includes('manage_partners');

  return (
    <Stack gap="md">
      <PartnerHeader partner={partner} current="view" />
      {!partner.assignable && (
        <Alert color="red" variant="light" title="Certification expired">
          {`${PROJECT_TEXTS.expiredPartner} ${partner.company_name} cannot be assigned to new projects until it is renewed.`}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section
          title="Partner Details"
          actions={
            canManage ? (
              <EditPartnerButton
                partner={partner}
                canChangeContract={permissions.includes('partner_contracts')}
              />
            ) : undefined
          }
        >
          <Field label="Contact">{partner.contact_name}</Field>
          <Field label="Email">
            <Anchor href={`mailto:${partner.email}`} size="sm">
              {partner.email}
            </Anchor>
          </Field>
          <Field label="Phone">
            <Anchor href={`tel:${partner.phone}`} size="sm">
              {partner.phone}
            </Anchor>
          </Field>
          <Field label="Service Type">{partner.service_type}</Field>
          <Field label="Status">
            <PartnerStatusBadge status={partner.status} />
          </Field>
          <Field label="Certification">
            <CertificationBadge certification={partner.certification} />
          </Field>
          <Field label="Location">{partner.location}</Field>
          <Field label="Rating">
            <StarRating rating={partner.rating} />
          </Field>
          <Field label="Active Projects">{partner.active_projects}</Field>
          <Field label="Joined">{formatDay(partner.join_date)}</Field>
          <Field label="Last Activity">{formatDateTime(partner.last_activity)}</Field>
          <Field label="Specialties">
            {partner.specialties.length > 0 ? partner.specialties.join(', ') : '—'}
          </Field>
        </Section>
        <Section title="Assigned Properties">
          {properties.length === 0 ? (
            <Text c="dimmed" size="sm">
              This partner services no properties yet.
            </Text>
          ) : (
            <List spacing={4} size="sm">
              {properties.map((p) => (
                <List.Item key={p.id}>
                  <Text size="sm" fw={600} component="span">
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.address}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Section>
      </SimpleGrid>
      <Section title="Crew">
        <PartnerCrew partnerId={partner.id} crew={crew} canManage={canManage} />
      </Section>
    </Stack>
  );
}
