import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { scheduleMaintenanceSchema } from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { useScheduleMaintenance } from '../api/schedule-maintenance';
import { serverMessage } from './server-message';

/** Schedule Maintenance: a small form (date, description) creating a maintenance project. */
export function ScheduleMaintenance({ panelId }: { panelId: string }) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const schedule = useScheduleMaintenance(panelId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = scheduleMaintenanceSchema.safeParse({ date, description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form.');
      return;
    }
    setError(null);
    schedule.mutate(parsed.data, {
      onSuccess: (result) => {
        setConfirmation(result.message);
        setOpen(false);
        setDate('');
        setDescription('');
      },
      onError: (failure) => {
        setError(serverMessage(failure));
      },
    });
  };

  return (
    <>
      <Button
        variant="light"
        onClick={() => {
          setConfirmation(null);
          setOpen(true);
        }}
      >
        Schedule Maintenance
      </Button>
      {confirmation && (
        <Alert
          color="green"
          variant="light"
          role="status"
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
          {confirmation}
        </Alert>
      )}
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Schedule Maintenance"
      >
        <form onSubmit={onSubmit}>
          <Stack gap="sm">
            <TextInput
              type="date"
              label="Date"
              required
              value={date}
              onChange={(event) => {
                setDate(event.currentTarget.value);
              }}
            />
            <Textarea
              label="Description"
              required
              autosize
              minRows={3}
              value={description}
              onChange={(event) => {
                setDescription(event.currentTarget.value);
              }}
            />
            {error && (
              <Alert
                color="red"
                variant="light"
                styles={{ message: { color: 'var(--mantine-color-text)' } }}
              >
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  setOpen(false);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" loading={schedule.isPending}>
                Schedule
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
