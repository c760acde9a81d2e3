import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { ActiveAlarmsList } from '@/components/ui/active-alarms-list';
import { LoadingState } from '@/components/ui/paged-list';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useAdminAlarms } from '@/lib/admin-alarms';
import { Pager } from './pager';

/**
 * The fleet's active alarms, urgent first and the longest waiting first: what is wrong where,
 * for how long, and who has acknowledged it. Staff holding acknowledge_alerts acknowledge here.
 */
export function ActiveAlarms({ canAcknowledge }: { canAcknowledge: boolean }) {
  const [page, setPage] = useState(1);
  const query = useAdminAlarms(null, page);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="active-alarms">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="active-alarms">
            Active Alarms
          </Title>
          {query.data && (
            <Text size="sm" role="status">
              {`${String(query.data.total)} active, ${String(query.data.urgent)} urgent, ${String(query.data.unacknowledged)} not acknowledged by anyone`}
            </Text>
          )}
        </Group>
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <QueryErrorAlert
            title="The active alarms could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <>
            <ActiveAlarmsList
              alarms={query.data.items}
              canAcknowledge={canAcknowledge}
              emptyText="No active alarms: every panel reports ready."
            />
            <Pager
              page={page}
              pageSize={query.data.page_size}
              total={query.data.total}
              onPage={setPage}
              label="Active alarm pages"
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
