import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PARTNER_CERTIFICATIONS,
  PARTNER_SERVICE_TYPES,
  PARTNER_STATUSES,
  type PartnerUpdate,
  partnerUpdateSchema,
} from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { useUpdatePartner } from '../api/update-partner';
import type { Partner } from '../api/types';
import { DISMISS, serverMessage } from './format';
import { ApiError } from '../../../lib/api-client';

type Values = {
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  service_type: string;
  location: string;
  specialties: string[];
  rating: string;
  status: string;
  certification: string;
};
type Field = keyof Values;

const valuesOf = (p: Partner): Values => ({
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
  const [values, setValues] = useState<Values>(() => valuesOf(partner));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdatePartner(partner.id);

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const original = valuesOf(partner);
    const changed: Record<string, unknown> = {};
    for (const key of Object.keys(values) as Field[]) {
      if (JSON.stringify(values[key]) !== JSON.stringify(original[key])) {
        changed[key] = key === 'rating' ? Number(values.rating) : values[key];
      }
    }
    if (Object.keys(changed).length === 0) {
      setOpen(false);
      return;
    }
    const parsed = partnerUpdateSchema.safeParse(changed);
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
    update.mutate(parsed.data as PartnerUpdate, {
      onSuccess: () => {
        setOpen(false);
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          title: 'Partner saved',
          message: `${values.company_name} was updated.`,
        });
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
        variant="default"
        onClick={() => {
          setValues(valuesOf(partner));
          setErrors({});
          setFailure(null);
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
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Company name"
              value={values.company_name}
              onChange={(e) => {
                set('company_name', e.currentTarget.value);
              }}
              error={errors.company_name}
            />
            <TextInput
              label="Contact name"
              value={values.contact_name}
              onChange={(e) => {
                set('contact_name', e.currentTarget.value);
              }}
              error={errors.contact_name}
            />
            <TextInput
              label="Email"
              type="email"
              value={values.email}
              onChange={(e) => {
                set('email', e.currentTarget.value);
              }}
              error={errors.email}
            />
            <TextInput
              label="Phone"
              type="tel"
              value={values.phone}
              onChange={(e) => {
                set('phone', e.currentTarget.value);
              }}
              error={errors.phone}
            />
            <Select
              label="Service type"
              data={[...PARTNER_SERVICE_TYPES]}
              value={values.service_type}
              allowDeselect={false}
              onChange={(value) => {
                if (value) set('service_type', value);
              }}
              error={errors.service_type}
            />
            <TextInput
              label="Location"
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
            <Select
              label="Rating (whole stars)"
              data={['0', '1', '2', '3', '4', '5']}
              value={values.rating}
              allowDeselect={false}
              onChange={(value) => {
                if (value) set('rating', value);
              }}
              error={errors.rating}
            />
            <Select
              label="Status"
              data={[...PARTNER_STATUSES]}
              value={values.status}
              allowDeselect={false}
              disabled={!canChangeContract}
              onChange={(value) => {
                if (value) set('status', value);
              }}
              error={errors.status}
            />
            <Select
              label="Certification"
              data={PARTNER_CERTIFICATIONS.map((c) => ({
                value: c,
                label: c === 'Review' ? 'Under Review' : c,
              }))}
              value={values.certification}
              allowDeselect={false}
              disabled={!canChangeContract}
              onChange={(value) => {
                if (value) set('certification', value);
              }}
              error={errors.certification}
            />
            {!canChangeContract && (
              <Text size="xs" c="dimmed">
                Status and certification change with the Partner Contracts permission.
              </Text>
            )}
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
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
