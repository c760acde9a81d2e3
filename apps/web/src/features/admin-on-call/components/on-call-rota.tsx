import {
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { onCallShiftSchema } from '@wildfire/shared';

import { LoadingState } from '@/components/ui/paged-list';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { FormFailure } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { formatInstant } from '@/lib/time-format';
import { useAddShift, useOnCallRota, useOnCallStaff, useRemoveShift } from '../api/on-call';
import { TableScroll } from '@/components/ui/table-scroll';
import { DISMISS } from '@/components/ui/notices';

/** The notice's close button, named for screen readers. */

const when = (at: string) => formatInstant(at, { dateStyle: 'medium', timeStyle: 'short' });

/** A `datetime-local` value (the browser's own zone) as an instant, or nothing when incomplete. */
const instant = (local: string) => {
  const at = new Date(local);
  return local === '' || Number.isNaN(at.getTime()) ? undefined : at.toISOString();
};

function AddShiftForm() {
  const staff = useOnCallStaff(true);
  const add = useAddShift();
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: { user_id: null as string | null, starts_at: '', ends_at: '' },
    schema: onCallShiftSchema,
    toInput: (values) => ({
      user_id: values.user_id === null ? undefined : Number(values.user_id),
      starts_at: instant(values.starts_at),
      ends_at: instant(values.ends_at),
    }),
  });
  const submit = onSubmit(async (shift) => {
    await add.mutateAsync(shift);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      message: 'Shift added to the rota.',
    });
    form.setValues({ starts_at: '', ends_at: '' });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Add a shift">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Add a shift
        </Title>
        <FormFailure failure={failure} />
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Select
            label="Staff member"
            placeholder="Choose"
            data={(staff.data?.staff ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            searchable
            w={{ base: '100%', sm: 220 }}
            {...form.getInputProps('user_id')}
          />
          <TextInput
            label="Starts"
            type="datetime-local"
            w={{ base: '100%', sm: 220 }}
            {...form.getInputProps('starts_at')}
          />
          <TextInput
            label="Ends"
            type="datetime-local"
            w={{ base: '100%', sm: 220 }}
            {...form.getInputProps('ends_at')}
          />
        </Group>
        <Group>
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding...' : 'Add shift'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Who covers which hours on call; staff holding alert_escalation change it. */
export function OnCallRota() {
  const rota = useOnCallRota();
  const remove = useRemoveShift();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="on-call-rota">
      <Stack gap="sm">
        <Title order={2} size="h3" id="on-call-rota">
          On-call rota
        </Title>
        {rota.isPending ? (
          <LoadingState />
        ) : rota.isError ? (
          <QueryErrorAlert
            title="The rota could not be loaded"
            error={rota.error}
            onRetry={() => void rota.refetch()}
            retrying={rota.isFetching}
          />
        ) : (
          <>
            <Text role="status">
              {rota.data.on_call_now.length === 0
                ? 'Nobody is on call right now: escalated alarms reach Slack only.'
                : `On call now: ${rota.data.on_call_now.map((p) => p.name).join(', ')}.`}
            </Text>
            {rota.data.shifts.length === 0 ? (
              <Text c="dimmed">No shifts on the rota.</Text>
            ) : (
              <TableScroll label="Shifts" minWidth={480}>
                <Table aria-label="Shifts">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Staff member</Table.Th>
                      <Table.Th>Starts</Table.Th>
                      <Table.Th>Ends</Table.Th>
                      {rota.data.can_manage && (
                        <Table.Th>
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </Table.Th>
                      )}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rota.data.shifts.map((shift) => (
                      <Table.Tr key={shift.id}>
                        <Table.Td>
                          {shift.name}
                          {shift.on_call_now ? ' (now)' : ''}
                        </Table.Td>
                        <Table.Td>
                          <time dateTime={shift.starts_at}>{when(shift.starts_at)}</time>
                        </Table.Td>
                        <Table.Td>
                          <time dateTime={shift.ends_at}>{when(shift.ends_at)}</time>
                        </Table.Td>
                        {rota.data.can_manage && (
                          <Table.Td>
                            <Button
                              size="xs"
                              variant="default"
                              disabled={remove.isPending}
                              onClick={() => remove.mutate(shift.id)}
                              aria-label={`Remove ${shift.name}'s shift from ${when(shift.starts_at)}`}
                            >
                              Remove
                            </Button>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )}
            {rota.data.can_manage && <AddShiftForm />}
          </>
        )}
      </Stack>
    </Card>
  );
}
