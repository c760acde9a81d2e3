import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APP_UPDATE_TYPES, type AppUpdateType, appUpdateSchema } from '@wildfire/shared';
import { useState } from 'react';

import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { FormActions } from '@/lib/forms/form-actions';
import { useProjectTeam } from '../api/get-project-team';
import { useAddProjectUpdate, useProjectUpdates } from '../api/project-updates';
import type { AppUpdate, Page } from '../api/types';
import { PagedList } from '@/components/ui/paged-list';
import { DISMISS } from '@/components/ui/notices';
import { formatDateTime, formatDay } from '@/lib/format/dates';

const EMPTY = {
  update_type: null as AppUpdateType | null,
  member_id: null as string | null,
  message: '',
  address: '',
  next_scheduled_date: '',
};

function RecordUpdateButton({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  // Held here, not in the modal, so a cancelled update keeps what was typed.
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    schema: appUpdateSchema,
    toInput: (values) => ({
      update_type: values.update_type ?? undefined,
      member_id: values.member_id ? Number(values.member_id) : null,
      message: values.message,
      address: values.address.trim() === '' ? null : values.address,
      next_scheduled_date: values.next_scheduled_date || null,
    }),
  });
  const team = useProjectTeam(projectId);
  const add = useAddProjectUpdate(projectId);

  const onSend = onSubmit(async (body) => {
    await add.mutateAsync(body);
    setOpen(false);
    form.setValues(EMPTY);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: 'App update recorded',
      message: 'It is now the newest update of this project.',
    });
  });

  const contractor = team.data?.contractor ?? null;
  const members = (team.data?.members ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.name} (${m.role})`,
  }));

  return (
    <>
      <Button
        size="xs"
        disabled={team.isSuccess && contractor === null}
        onClick={() => {
          setOpen(true);
        }}
      >
        + Record Update
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Record App Update"
      >
        <form onSubmit={onSend} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {contractor
                ? `Recorded on behalf of ${contractor.name}'s crew.`
                : 'Recorded on behalf of the contractor’s crew.'}
            </Text>
            <Select
              label="Update type"
              required
              data={[...APP_UPDATE_TYPES]}
              {...form.getInputProps('update_type')}
            />
            <Select
              label="Crew member"
              placeholder="The crew as a whole"
              clearable
              data={members}
              {...form.getInputProps('member_id')}
            />
            <Textarea
              label="Message"
              required
              autosize
              minRows={3}
              {...form.getInputProps('message')}
            />
            <TextInput
              label="Location"
              description="Where the crew was, e.g. the site address"
              {...form.getInputProps('address')}
            />
            <TextInput
              label="Next scheduled date"
              type="date"
              {...form.getInputProps('next_scheduled_date')}
            />
            <FormActions
              failure={failure}
              busy={busy}
              submitLabel="Record Update"
              onCancel={() => {
                setOpen(false);
              }}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}

const TYPE_COLOURS: Record<AppUpdateType, string> = {
  'Progress Update': 'blue',
  'Check In': 'teal',
  'Compliance Check': 'grape',
  'Issue Report': 'red',
  Completion: 'green',
};

function locationText(update: AppUpdate): string | null {
  const where = update.location;
  if (!where) return null;
  if (where.address) return where.address;
  if (where.latitude !== null && where.longitude !== null) {
    return `${where.latitude.toFixed(4)}, ${where.longitude.toFixed(4)}`;
  }
  return null;
}

/** App Updates: what the contractor's crew reported from the site, newest first. */
export function AppUpdatesTab({ projectId, canRecord }: { projectId: string; canRecord: boolean }) {
  const [page, setPage] = useState(1);
  const query = useProjectUpdates(projectId, page);
  return (
    <Stack gap="md">
      {canRecord && (
        <Group justify="flex-end">
          <RecordUpdateButton projectId={projectId} />
        </Group>
      )}
      <PagedList<AppUpdate, Page<AppUpdate>>
        query={query}
        errorTitle="The app updates could not be loaded"
        emptyText="No app updates from the crew yet."
        pagerLabel="App update pages"
        onPage={setPage}
      >
        {(updates) => (
          <Stack
            gap="sm"
            component="ul"
            aria-label="App updates"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {updates.map((u) => {
              const where = locationText(u);
              return (
                <Card key={u.id} withBorder padding="sm" component="li">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Badge
                      color={TYPE_COLOURS[u.update_type]}
                      variant="light"
                      styles={{ label: { color: 'var(--mantine-color-text)' } }}
                    >
                      {u.update_type}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(u.timestamp)}
                    </Text>
                  </Group>
                  <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap' }}>
                    {u.message}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {u.member_name ? `${u.member_name}, ${u.contractor_name}` : u.contractor_name}
                  </Text>
                  {where && <Text size="xs">{`Location: ${where}`}</Text>}
                  {u.next_scheduled_date && (
                    <Text size="xs">{`Next scheduled: ${formatDay(u.next_scheduled_date)}`}</Text>
                  )}
                </Card>
              );
            })}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
