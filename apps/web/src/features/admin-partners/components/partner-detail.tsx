import { Alert, Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { type PermissionId, PROJECT_TEXTS } from '@wildfire/shared';

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
import { DetailField, DetailSection } from '@/components/ui/detail-card';

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
        <DetailSection
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
          <DetailField label="Contact">{partner.contact_name}</DetailField>
          <DetailField label="Email">
            <Anchor href={`mailto:${partner.email}`} size="sm">
              {partner.email}
            </Anchor>
          </DetailField>
          <DetailField label="Phone">
            <Anchor href={`tel:${partner.phone}`} size="sm">
              {partner.phone}
            </Anchor>
          </DetailField>
          <DetailField label="Service Type">{partner.service_type}</DetailField>
          <DetailField label="Status">
            <PartnerStatusBadge status={partner.status} />
          </DetailField>
          <DetailField label="Certification">
            <CertificationBadge certification={partner.certification} />
          </DetailField>
          <DetailField label="Location">{partner.location}</DetailField>
          <DetailField label="Rating">
            <StarRating rating={partner.rating} />
          </DetailField>
          <DetailField label="Active Projects">{partner.active_projects}</DetailField>
          <DetailField label="Joined">{formatDay(partner.join_date)}</DetailField>
          <DetailField label="Last Activity">{formatDateTime(partner.last_activity)}</DetailField>
          <DetailField label="Specialties">
            {partner.specialties.length > 0 ? partner.specialties.join(', ') : '—'}
          </DetailField>
        </DetailSection>
        <DetailSection title="Assigned Properties">
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
        </DetailSection>
      </SimpleGrid>
      <DetailSection title="Crew">
        <PartnerCrew partnerId={partner.id} crew={crew} canManage={canManage} />
      </DetailSection>
    </Stack>
  );
}
