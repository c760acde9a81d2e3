import { Button, Group, Loader, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type PermissionId,
} from '@wildfire/shared';
import { useState } from 'react';

import { ListTable } from '@/components/ui/list-table';
import { ListPager } from '@/components/ui/list-pager';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { usePlans } from '../api/get-plans';
import { useSubscriptions } from '../api/get-subscriptions';
import type { AccountSubscription, Plan } from '../api/types';
import { SubscriptionStatusBadge } from './billing-badges';
import { ChangeSubscriptionModal } from './change-subscription';
import { formatPlanPrice } from './format';
import { formatDay } from '@/lib/format/dates';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: SUBSCRIPTION_STATUS_LABELS[s] })),
];

const propertiesUsed = (s: AccountSubscription) =>
  s.plan === null
    ? String(s.properties_used)
    : `${String(s.properties_used)} of ${s.plan.max_properties === null ? 'unlimited' : String(s.plan.max_properties)}`;

function SubscriptionRows({
  rows,
  canManage,
  onChange,
}: {
  rows: AccountSubscription[];
  canManage: boolean;
  onChange: (row: AccountSubscription) => void;
}) {
  return (
    <ListTable label="Subscriptions" minWidth={900} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Account</Table.Th>
          <Table.Th>Owner</Table.Th>
          <Table.Th>Plan</Table.Th>
          <Table.Th>Price</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Next Billing</Table.Th>
          <Table.Th>Properties</Table.Th>
          {canManage && <Table.Th>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.account_id}>
            <Table.Td fw={600}>{row.account_name}</Table.Td>
            <Table.Td>
              {row.owner ? (
                <Stack gap={0}>
                  <Text size="sm">{row.owner.name}</Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {row.owner.email}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  No portal login yet
                </Text>
              )}
            </Table.Td>
            <Table.Td>{row.plan?.name ?? '—'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {row.plan ? formatPlanPrice(row.plan.price, row.plan.period) : '—'}
            </Table.Td>
            <Table.Td>
              <SubscriptionStatusBadge status={row.status} label={row.status_label} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.next_billing)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{propertiesUsed(row)}</Table.Td>
            {canManage && (
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    onChange(row);
                  }}
                  aria-label={`Change subscription of ${row.account_name}`}
                >
                  Change
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

/** Subscriptions (/admin/subscriptions): every customer account's plan, with filters. */
export function SubscriptionsScreen({ permissions }: { permissions: readonly PermissionId[] }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [plan, setPlan] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [changing, setChanging] = useState<AccountSubscription | null>(null);
  const plans = usePlans();
  const query = useSubscriptions({ search: debounced, plan, status, page });
  const canManage = permissions.includes('manage_subscriptions');
  const filtered = debounced !== '' || plan !== '' || status !== '';
  const planList: Plan[] = plans.data ?? [];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search subscriptions"
          placeholder="Account or owner"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Select
          label="Plan"
          data={[
            { value: '', label: 'All plans' },
            ...planList.map((p) => ({ value: String(p.id), label: p.name })),
          ]}
          value={plan}
          onChange={(value) => {
            setPlan(value ?? '');
            setPage(1);
          }}
          allowDeselect={false}
          style={{ flex: '0 1 180px' }}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value ?? '');
            setPage(1);
          }}
          allowDeselect={false}
          style={{ flex: '0 1 180px' }}
        />
      </Group>

      {query.isPending ? (
        <Stack align="center" py="xl" role="status">
          <Loader role="status" aria-label="Loading the subscriptions" />
        </Stack>
      ) : query.isError ? (
        <QueryErrorAlert
          title="The subscriptions could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            {`Showing ${String(query.data.items.length)} of ${String(query.data.total)} accounts`}
          </Text>
          {query.data.items.length === 0 ? (
            <Text c="dimmed">
              {filtered ? 'No subscriptions match these filters.' : 'No customer accounts yet.'}
            </Text>
          ) : (
            <SubscriptionRows
              rows={query.data.items}
              canManage={canManage && plans.isSuccess}
              onChange={setChanging}
            />
          )}
          <ListPager
            page={query.data.page}
            total={query.data.total}
            pageSize={query.data.page_size}
            onPage={setPage}
            label="Subscription pages"
          />
        </Stack>
      )}
      {changing && (
        <ChangeSubscriptionModal
          subscription={changing}
          plans={planList}
          onClose={() => {
            setChanging(null);
          }}
        />
      )}
    </Stack>
  );
}
