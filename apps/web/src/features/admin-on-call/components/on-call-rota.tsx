import {
  Alert,
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
import { useState, type FormEvent } from 'react';

import { LoadingState } from '@/components/ui/paged-list';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { serverFieldErrors } from '@/lib/api-client';
import { formatInstant } from '@/lib/time-format';
import { useAddShift, useOnCallRota, useOnCallStaff, useRemoveShift } from '../api/on-call';
import { TableScroll } from '@/components/ui/table-scroll';
import { DISMISS } from '@/components/ui/notices';

/** The notice's close button, named for screen readers. */

const when = (at: string) => formatInstant(at, { dateStyle: 'medium', timeStyle: 'short' });

type Field = 'user_id' | 'starts_at' | 'ends_at';

/** A `datetime-local` value (the browser's own zone) as an instant, or null when incomplete. */
const instant = (local: string) => {
  const at = new Date(local);
  return local === '' || Number.isNaN(at.getTime()) ? null : at.toISOString();
};

function AddShiftForm() {
  const staff = useOnCallStaff(true);
  const add = useAddShift();
  const [userId, setUserId] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (userId === null) found.user_id = 'Choose a staff member.';
    const start = instant(startsAt);
    const end = instant(endsAt);
    if (start === null) found.starts_at = 'Start must be a date and time.';
    if (end === null) found.ends_at = 'End must be a date and time.';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await add.mutateAsync({ user_id: Number(userId), starts_at: start!, ends_at: end! });
      notifications.show({
        closeButtonProps: DISMISS,
        color: 'green',
        message: 'Shift added to the rota.',
      });
      setStartsAt('');
      setEndsAt('');
    } catch (error) {
      const onFields = serverFieldErrors<Field>(error, ['user_id', 'starts_at', 'ends_at']);
      if (Object.keys(onFields).length > 0) setErrors(onFields);
      else setFailure(error instanceof Error ? error.message : 'The shift was not added.');
    }
  };

  return (
    <form noValidate onSubmit={(event: FormEvent) => void submit(event)} aria-label="Add a shift">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Add a shift
        </Title>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Select
            label="Staff member"
            placeholder="Choose"
            data={(staff.data?.staff ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={userId}
            onChange={setUserId}
            error={errors.user_id}
            searchable
            w={{ base: '100%', sm: 220 }}
          />
          <TextInput
            label="Starts"
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
            error={errors.starts_at}
            w={{ base: '100%', sm: 220 }}
          />
          <TextInput
            label="Ends"
            type="datetime-local"
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
            error={errors.ends_at}
            w={{ base: '100%', sm: 220 }}
          />
        </Group>
        <Group>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add shift'}
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
