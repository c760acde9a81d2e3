import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  HR_TEXTS,
  STAFF_LIST_VIEW_LABELS,
  type StaffListView,
  type StaffRow,
  WORK_LOCATION_LABELS,
} from '@wildfire/shared';
import { useState } from 'react';
import { Link } from 'react-router';

import { ListTable } from '@/components/ui/list-table';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { useDepartments } from '../api/get-departments';
import { useStaff } from '../api/get-staff';
import { LoadingState, Pager, StaffStatusBadge } from './hr-parts';
import { formatDay } from '@/lib/format/dates';

/** Cells of the cancelled (prior staff) rows: Department & Location and Status are struck. */
const cancelled = { textDecoration: 'line-through' } as const;

function StaffTable({ rows, canManage }: { rows: StaffRow[]; canManage: boolean }) {
  return (
    <ListTable label="Staff members" minWidth={900} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Staff Member</Table.Th>
          <Table.Th>Position</Table.Th>
          <Table.Th>Department & Location</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Timeline</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          // 'Edit' for current staff, 'View' for prior staff (and for those who cannot edit).
          const edit = !row.prior && canManage;
          return (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Anchor component={Link} to={paths.admin.hrStaff.getHref(row.id)} fw={600}>
                    {row.name}
                  </Anchor>
                  <Text size="xs">{row.staff_number}</Text>
                  <Text size="xs" style={{ wordBreak: 'break-all' }}>
                    {row.email ?? '—'}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td style={row.prior ? cancelled : undefined}>{row.position}</Table.Td>
              <Table.Td style={row.prior ? cancelled : undefined}>
                <Stack gap={0}>
                  <Text size="sm">{row.department.name}</Text>
                  <Text size="xs">
                    {WORK_LOCATION_LABELS[row.location]}
                    {row.city ? ` · ${row.city}` : ''}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <StaffStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">Hired {formatDay(row.hire_date)}</Text>
                {row.prior && <Text size="sm">Ended {formatDay(row.end_date)}</Text>}
              </Table.Td>
              <Table.Td>
                <Button
                  component={Link}
                  to={
                    edit
                      ? paths.admin.hrStaffEdit.getHref(row.id)
                      : paths.admin.hrStaff.getHref(row.id)
                  }
                  size="xs"
                  variant={edit ? 'light' : 'default'}
                  aria-label={`${edit ? 'Edit' : 'View'} ${row.name}`}
                >
                  {edit ? 'Edit' : 'View'}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ListTable>
  );
}

export interface StaffListState {
  view: StaffListView;
  departmentId: number | null;
  page: number;
}

/**
 * The Staff Members tab (2.18): Current Staff / Prior Staff, the department filter, a search,
 * the count line 'Showing N staff members', the table and its pages.
 */
export function StaffList({
  state,
  onChange,
  canManage,
}: {
  state: StaffListState;
  /** Only the filters that changed: the others stay as they are in the address. */
  onChange: (change: Partial<StaffListState>) => void;
  canManage: boolean;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const departments = useDepartments();
  const query = useStaff({ ...state, search: debounced });

  const departmentChoices = [
    { value: '', label: HR_TEXTS.allDepartments },
    ...(departments.data?.departments ?? []).map((d) => ({ value: String(d.id), label: d.name })),
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Current or prior staff"
          value={state.view}
          onChange={(value) => {
            onChange({ view: value as StaffListView, page: 1 });
          }}
          data={[
            { value: 'current', label: STAFF_LIST_VIEW_LABELS.current },
            { value: 'prior', label: STAFF_LIST_VIEW_LABELS.prior },
          ]}
        />
        <NativeSelect
          label="Department"
          data={departmentChoices}
          value={state.departmentId === null ? '' : String(state.departmentId)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ departmentId: value === '' ? null : Number(value), page: 1 });
          }}
          style={{ minWidth: 200 }}
        />
        <TextInput
          label="Search staff"
          placeholder="Name, email, position or city"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            if (state.page !== 1) onChange({ page: 1 });
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
      </Group>
      {query.isPending && <LoadingState label="Loading staff" />}
      {query.isError && (
        <QueryErrorAlert
          title="The staff members could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess && (
        <>
          <Text size="sm" aria-live="polite">
            {HR_TEXTS.showing(query.data.total)}
          </Text>
          {query.data.items.length === 0 ? (
            <Text>{HR_TEXTS.noStaff}</Text>
          ) : (
            <StaffTable rows={query.data.items} canManage={canManage} />
          )}
          <Pager
            page={query.data.page}
            total={query.data.total}
            pageSize={query.data.page_size}
            onPage={(page) => {
              onChange({ page });
            }}
            label="Staff pages"
          />
        </>
      )}
    </Stack>
  );
}
