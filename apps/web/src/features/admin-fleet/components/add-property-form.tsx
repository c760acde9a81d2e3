import { Alert, Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { newPropertySchema } from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { serverFieldErrors } from '../../../lib/api-client';
import { type PropertyCreated, useCreateProperty } from '../api/create-property';
import { serverMessage } from './server-message';

const EMPTY = { name: '', address: '', owner_email: '', panel_number: '' as number | string };
const FIELDS = ['name', 'address', 'owner_email', 'panel_number'] as const;

/** '+ Add New Property': name, address, owner email, panel number; the server places it. */
export function AddPropertyButton({
  onCreated,
}: {
  onCreated: (created: PropertyCreated) => void;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateProperty();

  const set = (field: keyof typeof EMPTY) => (value: string | number) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPropertySchema.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof EMPTY;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setOpen(false);
        setValues(EMPTY);
        onCreated(created);
      },
      onError: (error) => {
        const onFields = serverFieldErrors(error, FIELDS);
        if (Object.keys(onFields).length > 0) setErrors(onFields);
        else setFailure(serverMessage(error));
      },
    });
  };

  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        + Add New Property
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Add New Property"
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Property name"
              required
              value={values.name}
              onChange={(e) => {
                set('name')(e.currentTarget.value);
              }}
              error={errors.name}
            />
            <TextInput
              label="Address"
              required
              value={values.address}
              onChange={(e) => {
                set('address')(e.currentTarget.value);
              }}
              error={errors.address}
            />
            <TextInput
              label="Owner email"
              description="An existing customer; the property joins the account they own."
              type="email"
              required
              value={values.owner_email}
              onChange={(e) => {
                set('owner_email')(e.currentTarget.value);
              }}
              error={errors.owner_email}
            />
            <NumberInput
              label="Panel number"
              description="The four-digit number of the installed panel."
              required
              min={1000}
              max={9999}
              allowDecimal={false}
              hideControls
              value={values.panel_number}
              onChange={set('panel_number')}
              error={errors.panel_number}
            />
            {failure && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                styles={{ message: { color: 'var(--mantine-color-text)' } }}
              >
                {failure}
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
              <Button type="submit" loading={create.isPending}>
                Create Property
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
