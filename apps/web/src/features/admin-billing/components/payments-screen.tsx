import {
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  canMarkInvoicePaid,
  INVOICE_STATUSES,
  invoiceListQuerySchema,
  type PermissionId,
} from '@wildfire/shared';
import { useState } from 'react';

import { ListTable } from '@/components/ui/list-table';
import { ListPager } from '@/components/ui/list-pager';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useInvoices } from '../api/get-invoices';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid';
import type { Invoice, InvoicePage } from '../api/types';
import { InvoiceStatusBadge } from './billing-badges';
import { DISMISS } from '@/components/ui/notices';
import { formatDollars } from '@/lib/format/money';
import { formatDay } from '@/lib/format/dates';
import { serverMessage } from '@/lib/api-client';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...INVOICE_STATUSES.map((s) => ({ value: s, label: s })),
];

function Totals({ totals }: { totals: InvoicePage['totals'] }) {
  const cards = [
    { label: 'Invoices', value: String(totals.count) },
    { label: 'Total Billed', value: formatDollars(totals.amount) },
    { label: 'Paid', value: formatDollars(totals.paid) },
    { label: 'Pending', value: formatDollars(totals.pending) },
    { label: 'Failed', value: formatDollars(totals.failed) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
      {cards.map((card) => (
        <Paper
          key={card.label}
          withBorder
          p="sm"
          radius="md"
          component="article"
          aria-label={card.label}
        >
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fz="lg" fw={700}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function InvoiceRows({
  rows,
  canProcess,
  onMarkPaid,
}: {
  rows: Invoice[];
  canProcess: boolean;
  onMarkPaid: (invoice: Invoice) => void;
}) {
  return (
    <ListTable label="Invoices" minWidth={960} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Invoice</Table.Th>
          <Table.Th>Account</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Method</Table.Th>
          <Table.Th>Description</Table.Th>
          {canProcess && <Table.Th>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((invoice) => (
          <Table.Tr key={invoice.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.id}</Table.Td>
            <Table.Td>{invoice.account_name}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={invoice.date}>{formatDay(invoice.date)}</time>
            </Table.Td>
            <Table.Td ta="right">{formatDollars(invoice.amount)}</Table.Td>
            <Table.Td>
              <InvoiceStatusBadge status={invoice.status} />
            </Table.Td>
            <Table.Td>{invoice.method}</Table.Td>
            <Table.Td>{invoice.description}</Table.Td>
            {canProcess && (
              <Table.Td>
                {canMarkInvoicePaid(invoice.status) && (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      onMarkPaid(invoice);
                    }}
                    aria-label={`Mark ${invoice.id} paid`}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    Mark Paid
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

/** Payments (/admin/payments): every account's invoices with filters, totals and Mark Paid. */
export function PaymentsScreen({ permissions }: { permissions: readonly PermissionId[] }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const rangeCheck = invoiceListQuerySchema.safeParse({
    from: from || undefined,
    to: to || undefined,
  });
  const rangeError = rangeCheck.success ? null : 'The end date must be on or after the start date.';
  const query = useInvoices({ search: debounced, status, from, to, page }, rangeError === null);
  const markPaid = useMarkInvoicePaid();
  const canProcess = permissions.includes('process_payments');
  const filtered = debounced !== '' || status !== '' || from !== '' || to !== '';

  const onMarkPaid = (invoice: Invoice) => {
    modals.openConfirmModal({
      title: 'Mark invoice paid',
      children: (
        <Text size="sm">{`Mark ${invoice.id} of ${formatDollars(invoice.amount)} from ${invoice.account_name} as Paid?`}</Text>
      ),
      labels: { confirm: 'Mark Paid', cancel: 'Cancel' },
      onConfirm: () => {
        markPaid.mutate(invoice.id, {
          onSuccess: () => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'green',
              message: `${invoice.id} is marked Paid.`,
            });
          },
          onError: (failure) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: `${invoice.id} was not marked Paid`,
              message: serverMessage(failure),
            });
          },
        });
      },
    });
  };

  const setFilter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label="Search payments"
          placeholder="Account or invoice"
          type="search"
          value={search}
          onChange={(event) => {
            setFilter(setSearch)(event.currentTarget.value);
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setFilter(setStatus)(value ?? '');
          }}
          allowDeselect={false}
          style={{ flex: '0 1 160px' }}
        />
        <TextInput
          label="From"
          type="date"
          value={from}
          onChange={(event) => {
            setFilter(setFrom)(event.currentTarget.value);
          }}
          style={{ flex: '0 1 170px' }}
        />
        <TextInput
          label="To"
          type="date"
          value={to}
          onChange={(event) => {
            setFilter(setTo)(event.currentTarget.value);
          }}
          error={rangeError}
          style={{ flex: '0 1 170px' }}
        />
      </Group>

      {rangeError !== null ? null : query.isPending ? (
        <Stack align="center" py="xl" role="status">
          <Loader role="status" aria-label="Loading the payments" />
        </Stack>
      ) : query.isError ? (
        <QueryErrorAlert
          title="The payments could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="sm">
          <Totals totals={query.data.totals} />
          {query.data.items.length === 0 ? (
            <Text c="dimmed">
              {filtered ? 'No invoices match these filters.' : 'No invoices yet.'}
            </Text>
          ) : (
            <InvoiceRows rows={query.data.items} canProcess={canProcess} onMarkPaid={onMarkPaid} />
          )}
          <ListPager
            page={query.data.page}
            total={query.data.total}
            pageSize={query.data.page_size}
            onPage={setPage}
            label="Invoice pages"
          />
        </Stack>
      )}
    </Stack>
  );
}
