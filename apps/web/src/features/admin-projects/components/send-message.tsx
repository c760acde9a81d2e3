import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PROJECT_MESSAGE_RECIPIENT_LABELS,
  PROJECT_MESSAGE_RECIPIENTS,
  type ProjectMessageRecipient,
  projectMessageSchema,
} from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { useSendProjectMessage } from '../api/send-project-message';
import type { ProjectDetail } from '../api/types';
import { DISMISS, serverMessage } from './format';

function recipientName(data: ProjectDetail, recipient: ProjectMessageRecipient): string | null {
  switch (recipient) {
    case 'project_manager':
      return data.project.project_manager?.name ?? null;
    case 'contractor':
      return data.contractor?.name ?? null;
    case 'client_rep':
      return data.client_rep?.name ?? null;
  }
}

/**
 * Send Message (section 2.23): to the project manager or the client rep (their inbox) or the
 * contractor (its Messages page and an email).
 */
export function SendMessageCard({ data }: { data: ProjectDetail }) {
  const [recipient, setRecipient] = useState<ProjectMessageRecipient | null>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendProjectMessage(data.project.id);

  const openFor = (to: ProjectMessageRecipient) => {
    setRecipient(to);
    setSubject(`${data.project.id}: ${data.project.project_name}`);
    setMessage('');
    setErrors({});
    setFailure(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!recipient) return;
    const parsed = projectMessageSchema.safeParse({ recipient, subject, message });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'subject' | 'message';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: (sent) => {
        setRecipient(null);
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          title: 'Message sent',
          message: sent.message,
        });
      },
      onError: (error) => {
        setFailure(serverMessage(error));
      },
    });
  };

  return (
    <Card withBorder padding="md" component="section" aria-label="Send Message">
      <Title order={3} size="h4" mb="sm">
        Send Message
      </Title>
      <Group gap="xs" wrap="wrap">
        {PROJECT_MESSAGE_RECIPIENTS.map((to) => {
          const name = recipientName(data, to);
          const label = PROJECT_MESSAGE_RECIPIENT_LABELS[to];
          return (
            <Button
              key={to}
              size="xs"
              variant="default"
              disabled={name === null}
              title={name === null ? `This project has no ${label.toLowerCase()}` : undefined}
              onClick={() => {
                openFor(to);
              }}
            >
              {`Message ${label}`}
            </Button>
          );
        })}
      </Group>
      <Modal
        opened={recipient !== null}
        onClose={() => {
          setRecipient(null);
        }}
        title={
          recipient
            ? `Message to the ${PROJECT_MESSAGE_RECIPIENT_LABELS[recipient]}`
            : 'Send Message'
        }
      >
        {recipient && (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <Text size="sm">
                {recipient === 'contractor'
                  ? `To ${recipientName(data, recipient) ?? ''}: kept on its Messages page and emailed.`
                  : `To ${recipientName(data, recipient) ?? ''}: delivered to their inbox.`}
              </Text>
              <TextInput
                label="Subject"
                required
                value={subject}
                onChange={(e) => {
                  setSubject(e.currentTarget.value);
                  setErrors((x) => ({ ...x, subject: undefined }));
                }}
                error={errors.subject}
              />
              <Textarea
                label="Message"
                required
                autosize
                minRows={4}
                value={message}
                onChange={(e) => {
                  setMessage(e.currentTarget.value);
                  setErrors((x) => ({ ...x, message: undefined }));
                }}
                error={errors.message}
              />
              {failure && (
                <Alert color="red" variant="light" role="alert">
                  {failure}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button
                  variant="default"
                  onClick={() => {
                    setRecipient(null);
                  }}
                >
                  Cancel
                </Button>
                <Button type="submit" loading={send.isPending}>
                  Send
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Card>
  );
}
