import { Alert, Badge, Button, Group, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { canOpenAdminScreen, type PermissionId } from '@wildfire/shared';
import { useState } from 'react';
import { Link } from 'react-router';

import { ListTable } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import type { PropertyCreated } from '../api/create-property';
import { useProperties } from '../api/get-properties';
import type { Page, PropertyRow } from '../api/types';
import { AddPropertyButton } from './add-property-form';
import { PagedList } from '@/components/ui/paged-list';

/** Files, Notes and View lead to the panel's screens: shown only to staff who may open them. */
function PropertyRows({ rows, canOpenPanel }: { rows: PropertyRow[]; canOpenPanel: boolean }) {
  return (
    <ListTable label="Properties" minWidth={860} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Panel ID</Table.Th>
          <Table.Th>Property Name</Table.Th>
          <Table.Th>Address</Table.Th>
          <Table.Th>Account</Table.Th>
          <Table.Th>Status</Table.Th>
          {canOpenPanel && <Table.Th>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.property_id}>
            <Table.Td>{row.panel_id ?? '—'}</Table.Td>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.address}</Table.Td>
            <Table.Td>{row.account_name}</Table.Td>
            <Table.Td>
              {row.online === null ? (
                '—'
              ) : (
                <Badge
                  color={row.online ? 'green' : 'red'}
                  variant="light"
                  styles={{ label: { color: 'var(--mantine-color-text)' } }}
                >
                  {row.online ? 'Online' : 'Offline'}
                </Badge>
              )}
            </Table.Td>
            {canOpenPanel && (
              <Table.Td>
                {row.panel_id !== null && (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      component={Link}
                      to={paths.admin.panelFiles.getHref(row.panel_id)}
                      size="xs"
                      variant="default"
                      aria-label={`Files of ${row.name}`}
                    >
                      Files
                    </Button>
                    <Button
                      component={Link}
                      to={paths.admin.panelNotes.getHref(row.panel_id)}
                      size="xs"
                      variant="default"
                      aria-label={`Notes of ${row.name}`}
                    >
                      Notes
                    </Button>
                    <Button
                      component={Link}
                      to={paths.admin.panel.getHref(row.panel_id)}
                      size="xs"
                      variant="light"
                      aria-label={`View ${row.name}`}
                    >
                      View
                    </Button>
                  </Group>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

/** Properties (admin-back-office.md 2.13): server-side search, Add New Property, row buttons. */
export function PropertiesList({ permissions }: { permissions: readonly PermissionId[] }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [created, setCreated] = useState<PropertyCreated | null>(null);
  const query = useProperties(debounced, page);

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search properties"
          placeholder="Panel ID, property name or address"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 260px', maxWidth: 480 }}
          type="search"
        />
        {permissions.includes('create_properties') && <AddPropertyButton onCreated={setCreated} />}
      </Group>
      {created && (
        <Alert
          color={created.located ? 'green' : 'yellow'}
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => {
            setCreated(null);
          }}
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
          {created.message}
        </Alert>
      )}
      <PagedList<PropertyRow, Page<PropertyRow>>
        query={query}
        errorTitle="The properties could not be loaded"
        emptyText={
          debounced.trim() ? `No properties match "${debounced.trim()}".` : 'No properties yet.'
        }
        pagerLabel="Properties pages"
        onPage={setPage}
      >
        {(rows) => (
          <PropertyRows rows={rows} canOpenPanel={canOpenAdminScreen(permissions, 'panel')} />
        )}
      </PagedList>
    </>
  );
}
