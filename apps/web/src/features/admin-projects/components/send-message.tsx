import { Button, Card, Group, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PROJECT_MESSAGE_RECIPIENT_LABELS,
  PROJECT_MESSAGE_RECIPIENTS,
  type ProjectMessageRecipient,
  projectMessageSchema,
} from '@wildfire/shared';
import { useState } from 'react';

import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { FormActions } from '@/lib/forms/form-actions';
import { useSendProjectMessage } from '../api/send-project-message';
import type { ProjectDetail } from '../api/types';
import { DISMISS } from '@/components/ui/notices';

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
  const { form, failure, setFailure, busy, onSubmit } = useSchemaForm({
    initialValues: { subject: '', message: '' },
    schema: projectMessageSchema,
    toInput: (values) => ({ recipient, ...values }),
  });
  const send = useSendProjectMessage(data.project.id);

  const openFor = (to: ProjectMessageRecipient) => {
    setRecipient(to);
    form.setValues({ subject: `${data.project.id}: ${data.project.project_name}`, message: '' });
    form.clearErrors();
    setFailure(null);
  };

  const onSend = onSubmit(async (body) => {
    const sent = await send.mutateAsync(body);
    setRecipient(null);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: 'Message sent',
      message: sent.message,
    });
  });

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
          <form onSubmit={onSend} noValidate>
            <Stack gap="sm">
              <Text size="sm">
                {recipient === 'contractor'
                  ? `To ${recipientName(data, recipient) ?? ''}: kept on its Messages page and emailed.`
                  : `To ${recipientName(data, recipient) ?? ''}: delivered to their inbox.`}
              </Text>
              <TextInput label="Subject" required {...form.getInputProps('subject')} />
              <Textarea
                label="Message"
                required
                autosize
                minRows={4}
                {...form.getInputProps('message')}
              />
              <FormActions
                failure={failure}
                busy={busy}
                submitLabel="Send"
                onCancel={() => {
                  setRecipient(null);
                }}
              />
            </Stack>
          </form>
        )}
      </Modal>
    </Card>
  );
}
