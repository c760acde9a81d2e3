import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  isBlankReply,
  TICKET_LIMITS,
  TICKET_REPLY_MODES,
  type TicketReplyMode,
} from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { useReplyToTicket } from '../api/reply-to-ticket';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';

const EMAIL_OUTCOME = {
  logged: 'and kept in the mail delivery log',
  sent: 'and emailed to the customer',
  failed: 'but the email could not be delivered',
} as const;

/**
 * The reply box: an Internal Message (staff only) or a Message to User (emailed to the customer
 * and shown on their Support page). Blank text is ignored (section 5).
 */
export function ReplyBox({ ticketId, customerEmail }: { ticketId: string; customerEmail: string }) {
  const [mode, setMode] = useState<TicketReplyMode>('internal');
  const [text, setText] = useState('');
  const reply = useReplyToTicket(ticketId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlankReply(text)) return;
    reply.mutate(
      { content: text, mode },
      {
        onSuccess: (sent) => {
          setText('');
          notifications.show({
            closeButtonProps: DISMISS,
            color: sent.emailed === 'failed' ? 'yellow' : 'green',
            title: mode === 'user' ? 'Message sent to the user' : 'Internal message added',
            message:
              sent.emailed === null
                ? 'Only staff can see it.'
                : `It is on the customer's Support page ${EMAIL_OUTCOME[sent.emailed]}.`,
          });
        },
        onError: (error) => {
          notifications.show({
            closeButtonProps: DISMISS,
            color: 'red',
            title: 'The message was not sent',
            message: serverMessage(error),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label="Reply">
      <Stack gap="xs">
        <SegmentedControl
          // Both choices fit a phone: their labels wrap instead of running past the box.
          fullWidth
          styles={{ label: { whiteSpace: 'normal' } }}
          aria-label="Reply as"
          value={mode}
          onChange={(value) => {
            setMode(value as TicketReplyMode);
          }}
          data={[
            { value: 'internal', label: TICKET_REPLY_MODES.internal },
            { value: 'user', label: TICKET_REPLY_MODES.user },
          ]}
        />
        <Textarea
          label={mode === 'user' ? 'Message to the customer' : 'Internal message'}
          description={
            mode === 'user'
              ? `Emailed to ${customerEmail} and shown on their Support page.`
              : 'Only staff see internal messages; the customer never does.'
          }
          autosize
          minRows={3}
          maxLength={TICKET_LIMITS.message}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs">{`${String(text.length)} / ${String(TICKET_LIMITS.message)}`}</Text>
          <Button type="submit" loading={reply.isPending}>
            {mode === 'user' ? 'Send Message to User' : 'Add Internal Message'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
