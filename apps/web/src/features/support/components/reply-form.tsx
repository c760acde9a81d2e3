import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isBlankReply, TICKET_LIMITS, type MyTicketDetail } from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { serverMessage } from '@/lib/api-client';
import { useReplyToMyTicket } from '../api/reply-to-my-ticket';
import { DISMISS } from '@/components/ui/notices';

/** The customer's reply to their ticket; a blank reply is not sent. */
export function ReplyForm({ ticket }: { ticket: MyTicketDetail }) {
  const [text, setText] = useState('');
  const reply = useReplyToMyTicket(ticket.code);
  if (!ticket.can_reply) {
    return (
      <Text size="sm">This ticket is closed. Please open a new ticket if you need more help.</Text>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Empty or whitespace-only replies are ignored.
    if (isBlankReply(text)) return;
    reply.mutate(text, {
      onSuccess: () => {
        setText('');
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          title: 'Reply sent',
          message: 'Our support team will answer here and by email.',
        });
      },
      onError: (error) => {
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'red',
          title: 'Your reply was not sent',
          message: serverMessage(error),
        });
      },
    });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Reply to support">
      <Stack gap="xs">
        <Textarea
          label="Your reply"
          autosize
          minRows={3}
          maxLength={TICKET_LIMITS.message}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            Send Reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
