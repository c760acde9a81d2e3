import { Badge, Button, Center, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useInbox, type InboxMessage } from '../api/get-inbox';
import { useMarkMessageRead } from '../api/mark-message-read';
import classes from './inbox-screen.module.css';
import { formatDateTime } from '@/lib/format/dates';

function InboxItem({
  message,
  open,
  onToggle,
}: {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
}) {
  const bodyId = useId();
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      className={message.read ? undefined : classes.unread}
    >
      <UnstyledButton
        className={classes.summary}
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={bodyId}
      >
        {!message.read && (
          <Badge
            component="span"
            variant="outline"
            color="gray.6"
            c="var(--mantine-color-bright)"
            radius="sm"
            mb={4}
          >
            Unread
          </Badge>
        )}
        <Text component="span" display="block" fw={message.read ? 500 : 700}>
          {message.subject}
        </Text>
        <Text component="span" display="block" size="sm">
          From {message.sender} ·{' '}
          <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
        </Text>
      </UnstyledButton>
      <div id={bodyId} hidden={!open}>
        <Text size="sm" mt="sm" className={classes.body}>
          {message.body}
        </Text>
      </div>
    </Paper>
  );
}

/** Inbox: messages sent to the signed-in person, newest first; opening one marks it read. */
export function InboxScreen() {
  const query = useInbox();
  const markRead = useMarkMessageRead();
  const [openId, setOpenId] = useState<number | null>(null);

  const seen = new Set<number>();
  const messages = (query.data?.pages.flatMap((page) => page.messages) ?? []).filter(
    (m) => !seen.has(m.id) && seen.add(m.id),
  );
  const first = query.data?.pages[0];

  const toggle = (message: InboxMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) {
      markRead.mutate(message.id, {
        onError: (error) => {
          notifications.show({
            color: 'red',
            title: 'Could not mark the message as read',
            message: error.message,
          });
        },
      });
    }
  };

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading your inbox" />
      </Center>
    );
  }
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <QueryErrorAlert
        title="Your inbox could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (messages.length === 0) {
    return (
      <Text py="xl" ta="center">
        No messages in your inbox.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {first && (
        <Text role="status" aria-live="polite" fw={500}>
          {first.total === 1 ? '1 message' : `${String(first.total)} messages`},{' '}
          {String(first.unread)} unread
        </Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {messages.map((message) => (
          <InboxItem
            key={message.id}
            message={message}
            open={openId === message.id}
            onToggle={() => {
              toggle(message);
            }}
          />
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
    </Stack>
  );
}
