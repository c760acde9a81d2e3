import { Button, Card, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  customerTicketSchema,
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  type TicketCategory,
} from '@wildfire/shared';

import { serverMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useProperties } from '@/lib/site-data';
import { useCreateMyTicket } from '../api/create-my-ticket';
import { DISMISS } from '@/components/ui/notices';
import { ErrorNotice } from '@/components/ui/error-notice';

const NO_PROPERTY = 'none';

interface Values extends Record<string, unknown> {
  subject: string;
  description: string;
  category: TicketCategory;
  property: string;
}

const EMPTY: Values = { subject: '', description: '', category: 'General', property: NO_PROPERTY };

/** New Ticket: subject, category, description and the property it is about, if any. */
export function NewTicketForm({
  onCreated,
  onCancel,
}: {
  onCreated: (code: string) => void;
  onCancel: () => void;
}) {
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    schema: customerTicketSchema,
    toInput: (values) => ({
      subject: values.subject,
      description: values.description,
      category: values.category,
      property_id: values.property === NO_PROPERTY ? null : Number(values.property),
    }),
    fieldOf: { property_id: 'property' },
    failureOf: serverMessage,
  });
  const { values } = form;
  const properties = useProperties();
  const create = useCreateMyTicket();

  const set = (field: 'property' | 'category', value: string) => {
    form.setFieldValue(field, value);
  };

  const onSend = onSubmit(async (body) => {
    const ticket = await create.mutateAsync(body);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: `Ticket ${ticket.code} opened`,
      message: 'Our support team will answer here and by email.',
    });
    form.setValues(EMPTY);
    onCreated(ticket.code);
  });

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label="New ticket">
      <form onSubmit={onSend} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Open a New Ticket
          </Title>
          <TextInput
            label="Subject"
            required
            maxLength={TICKET_LIMITS.subject}
            {...form.getInputProps('subject')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label="Property"
              data={[
                { value: NO_PROPERTY, label: 'Not about a property' },
                ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
              ]}
              value={values.property}
              allowDeselect={false}
              onChange={(value) => {
                if (value) set('property', value);
              }}
              error={form.errors.property}
              miw={200}
            />
            <Select
              label="Category"
              data={[...TICKET_CATEGORIES]}
              value={values.category}
              allowDeselect={false}
              onChange={(value) => {
                if (value) set('category', value);
              }}
              miw={200}
            />
          </Group>
          <Textarea
            label="How can we help?"
            required
            autosize
            minRows={4}
            maxLength={TICKET_LIMITS.description}
            {...form.getInputProps('description')}
          />
          {failure && <ErrorNotice>{failure}</ErrorNotice>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Submit Ticket
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
