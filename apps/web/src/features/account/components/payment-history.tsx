import { Badge, Center, Loader, Stack, Table, Text } from '@mantine/core';

import type { CustomerAccount } from '../api/get-accounts';
import { useInvoices } from '../api/get-invoices';
import { BillingError } from './billing-error';
import { StackedTable } from '@/components/ui/stacked-table';
import { formatDollars } from '@/lib/format/money';
import { formatDay } from '@/lib/format/dates';

/** Invoice status colours: Paid green, Pending yellow, Failed red (black text keeps contrast). */
const STATUS_COLOURS: Record<string, string> = {
  Paid: 'green.6',
  Pending: 'yellow.5',
  Failed: 'red.6',
};

/** Payment History: every invoice of the account and what was paid in the last six months. */
export function PaymentHistory({ account }: { account: CustomerAccount }) {
  const query = useInvoices(account.id);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading your payment history" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <BillingError
        title="Your payment history could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const { invoices, total_paid_last_6_months } = query.data;

  return (
    <Stack gap="md">
      <Text fw={600}>
        Total paid in the last 6 months: {formatDollars(total_paid_last_6_months)}
      </Text>
      {invoices.length === 0 ? (
        <Text>No invoices yet.</Text>
      ) : (
        <StackedTable verticalSpacing="sm" striped aria-label="Invoices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Method</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td data-label="Invoice">{invoice.id}</Table.Td>
                <Table.Td data-label="Date">
                  <time dateTime={invoice.date}>{formatDay(invoice.date)}</time>
                </Table.Td>
                <Table.Td data-label="Amount" ta="right">
                  {formatDollars(invoice.amount)}
                </Table.Td>
                <Table.Td data-label="Status">
                  <Badge
                    color={STATUS_COLOURS[invoice.status] ?? 'gray.7'}
                    c={STATUS_COLOURS[invoice.status] ? 'black' : 'white'}
                    radius="sm"
                  >
                    {invoice.status}
                  </Badge>
                </Table.Td>
                <Table.Td data-label="Description">{invoice.description}</Table.Td>
                <Table.Td data-label="Method">{invoice.method}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </Stack>
  );
}
