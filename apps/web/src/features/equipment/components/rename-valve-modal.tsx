import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';

import { useUpdateValveName, VALVE_NAME_MAX_LENGTH } from '../api/update-valve-name';
import { ErrorNotice } from '@/components/ui/error-notice';

interface RenameValveModalProps {
  siteId: string;
  valve: { tag: string; name: string; defaultName: string } | null;
  onClose: () => void;
}

function RenameForm({
  siteId,
  valve,
  onClose,
}: RenameValveModalProps & { valve: NonNullable<RenameValveModalProps['valve']> }) {
  const [name, setName] = useState(valve.name === valve.defaultName ? '' : valve.name);
  const rename = useUpdateValveName(siteId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { tag: valve.tag, name: name.trim() },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message:
              name.trim() === ''
                ? `${valve.name} is called ${valve.defaultName} again.`
                : `${valve.name} is now called ${name.trim()}.`,
          });
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Valve name"
          description={`Up to ${String(VALVE_NAME_MAX_LENGTH)} characters. Leave empty to restore the default name, ${valve.defaultName}.`}
          placeholder={valve.defaultName}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          maxLength={VALVE_NAME_MAX_LENGTH}
          // Mantine's dimmed description grey falls below 4.5:1 in the dark theme.
          styles={{ description: { color: 'var(--mantine-color-text)' } }}
          data-autofocus
        />
        {rename.isError && (
          <ErrorNotice title="Could not rename the valve">{rename.error.message}</ErrorNotice>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? 'Saving...' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Rename a valve; an empty name brings back the default. */
export function RenameValveModal({ siteId, valve, onClose }: RenameValveModalProps) {
  return (
    <Modal opened={valve !== null} onClose={onClose} title={`Rename ${valve?.name ?? 'valve'}`}>
      {valve && <RenameForm key={valve.tag} siteId={siteId} valve={valve} onClose={onClose} />}
    </Modal>
  );
}
