import { Alert, Button, Group, Modal, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { newPartnerSchema, PARTNER_SERVICE_TYPES, type PartnerServiceType } from '@wildfire/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { useCreatePartner } from '../api/create-partner';
import { DISMISS, serverMessage } from './format';
import { ApiError } from '../../../lib/api-client';

const EMPTY = {
  company_name: '',
  contact_name: '',
  email: '',
  phone: '',
  service_type: '' as PartnerServiceType | '',
  location: '',
  specialties: [] as string[],
};
type Field = keyof typeof EMPTY;

/** '+ Add Partner': a new partner starts Waiting Onboarding with its certification Pending. */
export function AddPartnerButton() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreatePartner();
  const navigate = useNavigate();

  const set = <K extends Field>(field: K, value: (typeof EMPTY)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPartnerSchema.safeParse({
      ...values,
      service_type: values.service_type || undefined,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
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
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          title: 'Partner added',
          message: `${created.partner.company_name} is waiting to be onboarded.`,
        });
        void navigate(paths.admin.contractor.getHref(created.partner.id));
      },
      onError: (error) => {
        // The server's sentence for each field it names goes under that field as well.
        if (error instanceof ApiError) setErrors(error.fields as Partial<Record<Field, string>>);
        setFailure(serverMessage(error));
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
        + Add Partner
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Add Partner"
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Company name"
              required
              value={values.company_name}
              onChange={(e) => {
                set('company_name', e.currentTarget.value);
              }}
              error={errors.company_name}
            />
            <TextInput
              label="Contact name"
              required
              value={values.contact_name}
              onChange={(e) => {
                set('contact_name', e.currentTarget.value);
              }}
              error={errors.contact_name}
            />
            <TextInput
              label="Email"
              type="email"
              required
              value={values.email}
              onChange={(e) => {
                set('email', e.currentTarget.value);
              }}
              error={errors.email}
            />
            <TextInput
              label="Phone"
              type="tel"
              required
              value={values.phone}
              onChange={(e) => {
                set('phone', e.currentTarget.value);
              }}
              error={errors.phone}
            />
            <Select
              label="Service type"
              required
              data={[...PARTNER_SERVICE_TYPES]}
              value={values.service_type || null}
              onChange={(value) => {
                set('service_type', (value ?? '') as PartnerServiceType | '');
              }}
              error={errors.service_type}
            />
            <TextInput
              label="Location"
              description="City and state, e.g. Ventura, CA"
              required
              value={values.location}
              onChange={(e) => {
                set('location', e.currentTarget.value);
              }}
              error={errors.location}
            />
            <TagsInput
              label="Specialties"
              description="Press Enter after each one"
              value={values.specialties}
              onChange={(value) => {
                set('specialties', value);
              }}
              error={errors.specialties}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
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
                Add Partner
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
