import { Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useAlerts, type AlertMessage } from '../api/get-alerts';
import { useClearAllAlerts } from '../api/clear-all-alerts';
import { useMarkAllAlertsRead } from '../api/mark-all-alerts-read';
import { alertCountLine } from '../alert-types';
import { AlertItem } from './alert-item';

type View = 'current' | 'archived';

/** A new alert arriving between two pages shifts the offsets; show each message once. */
const uniqueById = (alerts: AlertMessage[]) => {
  const seen = new Set<number>();
  return alerts.filter((alert) => !seen.has(alert.id) && seen.add(alert.id));
};

/** All Messages: the person's alerts, newest first, with what they can do about them. */
export function AlertsScreen() {
  const [view, setView] = useState<View>('current');
  const archived = view === 'archived';
  const query = useAlerts(archived);
  const markAllRead = useMarkAllAlertsRead();
  const clearAll = useClearAllAlerts();

  const alerts = uniqueById(query.data?.pages.flatMap((page) => page.alerts) ?? []);
  const counts = query.data?.pages[0]?.counts;

  const runClearAll = (acknowledgeUrgent: boolean) => {
    clearAll.mutate(
      { acknowledgeUrgent },
      {
        onSuccess: (answer) => {
          const left = answer.left_unacknowledged_urgent;
          notifications.show(
            left === 0
              ? { color: 'green', message: 'All messages were archived.' }
              : {
                  color: 'orange',
                  title: 'Urgent alerts left in place',
                  message: `${String(left)} urgent ${left === 1 ? 'alert was' : 'alerts were'} not archived: acknowledge ${left === 1 ? 'it' : 'them'} first.`,
                },
          );
        },
        onError: (error) => {
          notifications.show({
            color: 'red',
            title: 'Could not clear the messages',
            message: error.message,
          });
        },
      },
    );
  };

  // Clear All never archives an urgent alert unseen: it asks to acknowledge them, or leaves them.
  const unacknowledgedUrgent = alerts.filter((a) => a.type === 'urgent' && !a.acknowledged);
  const confirmClearAll = () => {
    if (unacknowledgedUrgent.length === 0) {
      modals.openConfirmModal({
        title: 'Clear all messages?',
        children: (
          <Text size="sm">
            Every current message moves to the archive. You can still read them under Archived.
          </Text>
        ),
        labels: { confirm: 'Clear All', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => runClearAll(false),
      });
      return;
    }
    const count = unacknowledgedUrgent.length;
    const id = 'clear-all-urgent';
    modals.open({
      modalId: id,
      title: 'Clear all messages?',
      children: (
        <Stack gap="sm">
          <Text size="sm">
            {`${String(count)} urgent ${count === 1 ? 'alert has' : 'alerts have'} not been acknowledged: ${unacknowledgedUrgent
              .map((a) => a.title)
              .join(', ')}.`}
          </Text>
          <Text size="sm">
            Clear All moves every other message to the archive and leaves these until you
            acknowledge them, or acknowledges them for you first.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => modals.close(id)}>
              Cancel
            </Button>
            <Button
              variant="outline"
              color="red"
              onClick={() => {
                modals.close(id);
                runClearAll(false);
              }}
            >
              Clear the others
            </Button>
            <Button
              color="red"
              onClick={() => {
                modals.close(id);
                runClearAll(true);
              }}
            >
              Acknowledge and clear all
            </Button>
          </Group>
        </Stack>
      ),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text role="status" aria-live="polite" fw={500}>
          {counts ? alertCountLine(counts) : ' '}
        </Text>
        {!archived && (
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!counts || counts.unread === 0}
              loading={markAllRead.isPending}
              onClick={() => {
                markAllRead.mutate(undefined, {
                  onError: (error) => {
                    notifications.show({
                      color: 'red',
                      title: 'Could not mark the messages as read',
                      message: error.message,
                    });
                  },
                });
              }}
            >
              Mark All Read
            </Button>
            <Button
              color="red"
              variant="outline"
              disabled={!counts || counts.total === 0}
              loading={clearAll.isPending}
              onClick={confirmClearAll}
            >
              Clear All
            </Button>
          </Group>
        )}
      </Group>

      <SegmentedControl
        aria-label="Which messages to show"
        value={view}
        onChange={(value) => {
          setView(value as View);
        }}
        data={[
          { label: 'Current', value: 'current' },
          { label: 'Archived', value: 'archived' },
        ]}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />

      {query.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading messages" />
        </Center>
      ) : query.isError && !query.isFetchNextPageError ? (
        <QueryErrorAlert
          title="Messages could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : alerts.length === 0 ? (
        <Text py="xl" ta="center">
          {archived ? 'No archived messages' : 'No messages'}
        </Text>
      ) : (
        <>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </Stack>
          {query.hasNextPage && (
            <Button
              variant="default"
              style={{ alignSelf: 'center' }}
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Show older messages
            </Button>
          )}
          {query.isFetchNextPageError && (
            <QueryErrorAlert
              title="Older messages could not be loaded"
              error={query.error}
              onRetry={() => void query.fetchNextPage()}
            />
          )}
        </>
      )}
    </Stack>
  );
}
