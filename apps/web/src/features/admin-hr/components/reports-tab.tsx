import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RETENTION_WINDOW_MONTHS } from '@wildfire/shared';
import { useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { TableScroll } from '@/components/ui/table-scroll';
import { downloadHrExport, type HR_EXPORTS, useHrReport } from '../api/get-hr-report';
import { LoadingState } from './hr-parts';
import { DISMISS } from '@/components/ui/notices';
import { formatDay } from '@/lib/format/dates';
import { serverMessage } from '@/lib/api-client';

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      <Text size="xs">{note}</Text>
    </Paper>
  );
}

const years = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} years`);
const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

/**
 * The Reports tab (2.18): total staff, retention rate and average tenure computed from the
 * records, Export Staff List, Generate Payroll Report (hr_permissions) and Department Analysis.
 */
export function ReportsTab({ canSeePay }: { canSeePay: boolean }) {
  const query = useHrReport();
  const [analysis, setAnalysis] = useState(false);
  const [busy, setBusy] = useState<keyof typeof HR_EXPORTS | null>(null);

  if (query.isPending) return <LoadingState label="Loading reports" />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="The reports could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const report = query.data;

  const download = (which: keyof typeof HR_EXPORTS) => {
    setBusy(which);
    downloadHrExport(which, report.as_of)
      .catch((failure: unknown) => {
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'red',
          title: 'The export was not downloaded',
          message: serverMessage(failure),
        });
      })
      .finally(() => {
        setBusy(null);
      });
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Tile
          label="Total Staff"
          value={String(report.total_staff)}
          note={`Current staff on ${formatDay(report.as_of)} (${String(report.prior_staff)} prior)`}
        />
        <Tile
          label="Retention Rate"
          value={percent(report.retention_rate)}
          note={`Current staff ÷ everyone employed in the last ${String(RETENTION_WINDOW_MONTHS)} months`}
        />
        <Tile
          label="Average Tenure"
          value={years(report.average_tenure_years)}
          note="Mean time since hire of current staff"
        />
      </SimpleGrid>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          loading={busy === 'staffList'}
          onClick={() => {
            download('staffList');
          }}
        >
          Export Staff List
        </Button>
        <Button
          variant="default"
          loading={busy === 'payroll'}
          disabled={!canSeePay}
          onClick={() => {
            download('payroll');
          }}
        >
          Generate Payroll Report
        </Button>
        <Button
          variant={analysis ? 'filled' : 'default'}
          aria-expanded={analysis}
          aria-controls="department-analysis"
          onClick={() => {
            setAnalysis((shown) => !shown);
          }}
        >
          Department Analysis
        </Button>
      </Group>
      {!canSeePay && <Text size="sm">The payroll report needs the HR Permissions permission.</Text>}
      {analysis && (
        <Stack gap="sm" id="department-analysis">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              Department Analysis
            </Title>
            <Button
              size="xs"
              variant="light"
              loading={busy === 'departments'}
              onClick={() => {
                download('departments');
              }}
            >
              Download CSV
            </Button>
          </Group>
          <TableScroll minWidth={640} label="Department Analysis">
            <Table striped aria-label="Department Analysis">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Department</Table.Th>
                  <Table.Th>Head Count</Table.Th>
                  <Table.Th>Average Tenure</Table.Th>
                  <Table.Th>{`Leavers (last ${String(RETENTION_WINDOW_MONTHS)} months)`}</Table.Th>
                  <Table.Th>Retention Rate</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.departments.map((row) => (
                  <Table.Tr key={row.department}>
                    <Table.Td>{row.department}</Table.Td>
                    <Table.Td>{row.head_count}</Table.Td>
                    <Table.Td>{years(row.average_tenure_years)}</Table.Td>
                    <Table.Td>{row.leavers_last_12_months}</Table.Td>
                    <Table.Td>{percent(row.retention_rate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Stack>
      )}
    </Stack>
  );
}
