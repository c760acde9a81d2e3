import { Alert, Button, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { scheduleMaintenanceSchema } from '@wildfire/shared';
import { useState } from 'react';

import { FormActions } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useScheduleMaintenance } from '../api/schedule-maintenance';

/** Schedule Maintenance: a small form (date, description) creating a maintenance project. */
export function ScheduleMaintenance({ panelId }: { panelId: string }) {
  const [open, setOpen] = useState(false);
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: { date: '', description: '' },
    schema: scheduleMaintenanceSchema,
  });
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const schedule = useScheduleMaintenance(panelId);

  const onSend = onSubmit(async (body) => {
    const result = await schedule.mutateAsync(body);
    setConfirmation(result.message);
    setOpen(false);
    form.reset();
  });

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
        <form onSubmit={onSend}>
          <Stack gap="sm">
            <TextInput type="date" label="Date" required {...form.getInputProps('date')} />
            <Textarea
              label="Description"
              required
              autosize
              minRows={3}
              {...form.getInputProps('description')}
            />
            <FormActions
              failure={failure}
              busy={busy}
              submitLabel="Schedule"
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
