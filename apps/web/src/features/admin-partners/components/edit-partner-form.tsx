import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type PartnerUpdate, partnerUpdateSchema } from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { useSchemaForm } from '@/lib/forms/use-schema-form';
import type { Partner } from '../api/types';
import { useUpdatePartner } from '../api/update-partner';
import { PartnerForm, type PartnerValues } from './partner-form';
import { DISMISS } from '@/components/ui/notices';

const valuesOf = (p: Partner): PartnerValues => ({
  company_name: p.company_name,
  contact_name: p.contact_name,
  email: p.email,
  phone: p.phone,
  service_type: p.service_type,
  location: p.location,
  specialties: p.specialties,
  rating: String(Math.round(p.rating)),
  status: p.status,
  certification: p.certification,
});

/** What the form changed, in the API's terms (rating as a number). */
function changesOf(before: PartnerValues, after: PartnerValues): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) {
      changed[key] = key === 'rating' ? Number(after.rating) : after[key];
    }
  }
  return changed;
}

/**
 * Edit partner: contact details, specialties and rating with Manage Partners; status and
 * certification only with Partner Contracts as well (the server checks the same).
 */
export function EditPartnerButton({
  partner,
  canChangeContract,
}: {
  partner: Partner;
  canChangeContract: boolean;
}) {
  const [open, setOpen] = useState(false);
  const schemaForm = useSchemaForm({
    initialValues: valuesOf(partner),
    schema: partnerUpdateSchema,
    toInput: (values) => changesOf(valuesOf(partner), values),
  });
  const update = useUpdatePartner(partner.id);

  const send = schemaForm.onSubmit(async (body, values) => {
    await update.mutateAsync(body as PartnerUpdate);
    setOpen(false);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: 'Partner saved',
      message: `${values.company_name} was updated.`,
    });
  });
  const onSend = (event?: FormEvent<HTMLFormElement>) => {
    // Nothing changed: nothing to check or send.
    if (Object.keys(changesOf(valuesOf(partner), schemaForm.form.getValues())).length === 0) {
      event?.preventDefault();
      setOpen(false);
      return;
    }
    send(event);
  };

  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          // Every opening starts from the partner as it is now.
          schemaForm.form.setValues(valuesOf(partner));
          schemaForm.form.clearErrors();
          schemaForm.setFailure(null);
          setOpen(true);
        }}
      >
        Edit
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Edit Partner"
      >
        <PartnerForm
          schemaForm={schemaForm}
          onSend={onSend}
          onCancel={() => {
            setOpen(false);
          }}
          submitLabel="Save"
          editing={{ canChangeContract }}
        />
      </Modal>
    </>
  );
}
