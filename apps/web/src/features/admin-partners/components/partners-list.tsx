import {
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  PARTNER_FILTER_LABELS,
  type PartnerFilter,
  type PermissionId,
  PROJECT_TEXTS,
  showingPartnersText,
} from '@wildfire/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';

import { ListTable } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { usePartners } from '../api/get-partners';
import type { Partner, PartnerPage } from '../api/types';
import { AddPartnerButton } from './add-partner-form';
import { CertificationBadge, PartnerStatusBadge, StarRating } from '@/components/ui/project-badges';
import { PartnerStatCards } from './partner-stat-cards';
import { PagedList } from '@/components/ui/paged-list';

function PartnerRows({ rows }: { rows: Partner[] }) {
  return (
    <ListTable label="Service partners" minWidth={940} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Company</Table.Th>
          <Table.Th>Contact</Table.Th>
          <Table.Th>Service Type</Table.Th>
          <Table.Th>Certification</Table.Th>
          <Table.Th>Location</Table.Th>
          <Table.Th>Active Projects</Table.Th>
          <Table.Th>Rating</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              <Stack gap={2}>
                <Anchor component={Link} to={paths.admin.contractor.getHref(p.id)} fw={600}>
                  {p.company_name}
                </Anchor>
                <PartnerStatusBadge status={p.status} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{p.contact_name}</Text>
              <Text size="xs" c="dimmed">
                {p.email}
              </Text>
              <Text size="xs" c="dimmed">
                {p.phone}
              </Text>
            </Table.Td>
            <Table.Td>{p.service_type}</Table.Td>
            <Table.Td>
              <CertificationBadge certification={p.certification} />
            </Table.Td>
            <Table.Td>{p.location}</Table.Td>
            <Table.Td>{p.active_projects}</Table.Td>
            <Table.Td>
              <StarRating rating={p.rating} />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  component={Link}
                  to={paths.admin.contractor.getHref(p.id)}
                  size="xs"
                  variant="light"
                  aria-label={`View ${p.company_name}`}
                >
                  View
                </Button>
                <Button
                  component={Link}
                  to={paths.admin.contractorProjects.getHref(p.id)}
                  size="xs"
                  variant="default"
                  aria-label={`Projects of ${p.company_name}`}
                >
                  Projects
                </Button>
                <Button
                  component={Link}
                  to={paths.admin.contractorMessages.getHref(p.id)}
                  size="xs"
                  variant="default"
                  aria-label={`Messages with ${p.company_name}`}
                >
                  Messages
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

/**
 * Service Partners (admin-back-office.md 2.21): search applied as one types (once typing pauses,
 * like every back-office list) or at once with the Search button or Enter,
 * five stat cards that toggle a filter, the filter badge, 'Showing N of M partners'.
 */
export function PartnersList({ permissions }: { permissions: readonly PermissionId[] }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PartnerFilter | null>(null);
  const [page, setPage] = useState(1);
  const query = usePartners(search, filter, page);

  const searchAsYouType = useDebouncedCallback((value: string) => {
    setSearch(value.trim());
    setPage(1);
  }, 300);
  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    searchAsYouType.cancel();
    setSearch(text.trim());
    setPage(1);
  };
  const toggle = (next: PartnerFilter) => {
    setFilter((current) => (current === next ? null : next));
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <form onSubmit={applySearch} role="search" style={{ flex: '1 1 280px', maxWidth: 560 }}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Search partners"
              placeholder={PROJECT_TEXTS.searchPartners}
              description="Company, contact, location or specialty"
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                searchAsYouType(event.currentTarget.value);
              }}
              type="search"
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="filled">
              Search
            </Button>
          </Group>
        </form>
        {permissions.includes('manage_partners') && <AddPartnerButton />}
      </Group>

      <PartnerStatCards stats={query.data?.stats} active={filter} onToggle={toggle} />

      <Group gap="sm" wrap="wrap" mih={28}>
        {filter && (
          <Badge
            size="lg"
            variant="light"
            styles={{ label: { color: 'var(--mantine-color-text)' } }}
            rightSection={
              <CloseButton
                size="sm"
                aria-label="Clear filter"
                onClick={() => {
                  setFilter(null);
                  setPage(1);
                }}
              />
            }
          >
            {`Filter: ${PARTNER_FILTER_LABELS[filter]}`}
          </Badge>
        )}
        {query.data && (
          <Text size="sm" aria-live="polite">
            {showingPartnersText(query.data.total, query.data.all_partners)}
          </Text>
        )}
      </Group>

      <PagedList<Partner, PartnerPage>
        query={query}
        errorTitle="The partners could not be loaded"
        emptyText={PROJECT_TEXTS.noPartners}
        pagerLabel="Partner pages"
        onPage={setPage}
      >
        {(rows) => <PartnerRows rows={rows} />}
      </PagedList>
    </Stack>
  );
}
