import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { newPartnerSchema } from '@wildfire/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useCreatePartner } from '../api/create-partner';
import { PartnerForm, type PartnerValues } from './partner-form';
import { DISMISS } from '@/components/ui/notices';

const EMPTY: PartnerValues = {
  company_name: '',
  contact_name: '',
  email: '',
  phone: '',
  service_type: '',
  location: '',
  specialties: [],
  rating: '',
  status: '',
  certification: '',
};

/** The request '+ Add Partner' sends: rating, status and certification start at the server's. */
const newPartnerOf = (values: PartnerValues) => ({
  company_name: values.company_name,
  contact_name: values.contact_name,
  email: values.email,
  phone: values.phone,
  service_type: values.service_type || undefined,
  location: values.location,
  specialties: values.specialties,
});

/** '+ Add Partner': a new partner starts Waiting Onboarding with its certification Pending. */
export function AddPartnerButton() {
  const [open, setOpen] = useState(false);
  // Held here, not in the modal, so a cancelled form keeps what was typed.
  const schemaForm = useSchemaForm({
    initialValues: EMPTY,
    schema: newPartnerSchema,
    toInput: newPartnerOf,
  });
  const create = useCreatePartner();
  const navigate = useNavigate();

  const onSend = schemaForm.onSubmit(async (body) => {
    const created = await create.mutateAsync(body);
    setOpen(false);
    schemaForm.form.setValues(EMPTY);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: 'Partner added',
      message: `${created.partner.company_name} is waiting to be onboarded.`,
    });
    void navigate(paths.admin.contractor.getHref(created.partner.id));
  });

  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        + Add Partner
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Add Partner"
      >
        <PartnerForm
          schemaForm={schemaForm}
          onSend={onSend}
          onCancel={() => {
            setOpen(false);
          }}
          submitLabel="Add Partner"
          editing={null}
        />
      </Modal>
    </>
  );
}
