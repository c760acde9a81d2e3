import { Badge, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { partnerMessageSchema } from '@wildfire/shared';
import { useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { ApiError } from '@/lib/api-client';
import { FormFailure } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { usePartnerMessages, useSendPartnerMessage } from '../api/partner-messages';
import type { Partner } from '../api/types';
import { PartnerHeader } from './partner-header';
import { PartnerNotFound } from './partner-not-found';
import { LoadingState } from '@/components/ui/paged-list';
import { ListPager } from '@/components/ui/list-pager';
import { DISMISS } from '@/components/ui/notices';
import { formatDateTime } from '@/lib/format/dates';

function ComposeMessage({ partner }: { partner: Partner }) {
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: { subject: '', content: '' },
    schema: partnerMessageSchema,
  });
  const send = useSendPartnerMessage(partner.id);

  const onSend = onSubmit(async (body) => {
    await send.mutateAsync(body);
    form.reset();
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: 'Message sent',
      message: `Sent to ${partner.contact_name} at ${partner.email}.`,
    });
  });

  return (
    <Card withBorder padding="md" component="section" aria-label="New message">
      <form onSubmit={onSend} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4">
            New message
          </Title>
          <Text
            size="sm"
            c="dimmed"
          >{`Kept here and emailed to ${partner.contact_name} (${partner.email}).`}</Text>
          <TextInput label="Subject" required {...form.getInputProps('subject')} />
          <Textarea
            label="Message"
            required
            autosize
            minRows={3}
            {...form.getInputProps('content')}
          />
          <FormFailure failure={failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Send Message
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** A partner's Messages page: what staff and the partner wrote, newest first, and a new one. */
export function PartnerMessages({ partnerId, canSend }: { partnerId: number; canSend: boolean }) {
  const [page, setPage] = useState(1);
  const query = usePartnerMessages(partnerId, page);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <PartnerNotFound />;
    return (
      <QueryErrorAlert
        title="The messages could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  return (
    <Stack gap="md">
      <PartnerHeader partner={data.partner} current="messages" />
      {canSend && <ComposeMessage partner={data.partner} />}
      {data.items.length === 0 ? (
        <Text c="dimmed">{`No messages with ${data.partner.company_name} yet.`}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Messages"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {data.items.map((m) => (
            <Card key={m.id} withBorder padding="sm" component="li">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {m.subject || '(no subject)'}
                </Text>
                <Group gap={6}>
                  {m.project_id && (
                    <Badge variant="default" size="sm">
                      {m.project_id}
                    </Badge>
                  )}
                  <Badge
                    variant="light"
                    color={m.direction === 'to_partner' ? 'blue' : 'grape'}
                    size="sm"
                    styles={{ label: { color: 'var(--mantine-color-text)' } }}
                  >
                    {m.direction === 'to_partner' ? 'Sent' : 'Received'}
                  </Badge>
                </Group>
              </Group>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {m.content}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {`${m.author} · ${formatDateTime(m.created_at)}`}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      <ListPager
        page={data.page}
        total={data.total}
        pageSize={data.page_size}
        onPage={setPage}
        label="Message pages"
      />
    </Stack>
  );
}
