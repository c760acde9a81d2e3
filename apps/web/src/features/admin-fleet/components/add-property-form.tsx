import { Button, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { newPropertySchema } from '@wildfire/shared';
import { useState } from 'react';

import { FormActions } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { type PropertyCreated, useCreateProperty } from '../api/create-property';

const EMPTY = { name: '', address: '', owner_email: '', panel_number: '' as number | string };

/** '+ Add New Property': name, address, owner email, panel number; the server places it. */
export function AddPropertyButton({
  onCreated,
}: {
  onCreated: (created: PropertyCreated) => void;
}) {
  const [open, setOpen] = useState(false);
  // Held here, not in the modal, so a cancelled form keeps what was typed.
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    schema: newPropertySchema,
  });
  const create = useCreateProperty();

  const onSend = onSubmit(async (body) => {
    const created = await create.mutateAsync(body);
    setOpen(false);
    form.setValues(EMPTY);
    onCreated(created);
  });

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
        <form onSubmit={onSend} noValidate>
          <Stack gap="sm">
            <TextInput label="Property name" required {...form.getInputProps('name')} />
            <TextInput label="Address" required {...form.getInputProps('address')} />
            <TextInput
              label="Owner email"
              description="An existing customer; the property joins the account they own."
              type="email"
              required
              {...form.getInputProps('owner_email')}
            />
            <NumberInput
              label="Panel number"
              description="The four-digit number of the installed panel."
              required
              min={1000}
              max={9999}
              allowDecimal={false}
              hideControls
              {...form.getInputProps('panel_number')}
            />
            <FormActions
              failure={failure}
              busy={busy}
              submitLabel="Create Property"
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
