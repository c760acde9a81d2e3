import { Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { PARTNER_CERTIFICATIONS, PARTNER_SERVICE_TYPES, PARTNER_STATUSES } from '@wildfire/shared';
import type { FormEvent } from 'react';

import type { SchemaForm } from '@/lib/forms/use-schema-form';
import { FormActions } from '@/lib/forms/form-actions';

/** A partner's fields as the form holds them ('' for a choice not made yet). */
export interface PartnerValues extends Record<string, unknown> {
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
}

/**
 * The one partner form behind '+ Add Partner' and Edit: the same contact fields and checks; an
 * edit also sets rating, status and certification (the last two with Partner Contracts).
 */
export function PartnerForm({
  schemaForm,
  onSend,
  onCancel,
  submitLabel,
  editing,
}: {
  schemaForm: SchemaForm<PartnerValues, unknown>;
  onSend: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  submitLabel: string;
  editing: { canChangeContract: boolean } | null;
}) {
  const { form, failure, busy } = schemaForm;
  const required = !editing;
  const choice = (field: 'service_type' | 'rating' | 'status' | 'certification') => ({
    value: form.values[field] || null,
    error: form.errors[field],
    onChange: (value: string | null) => {
      // A new partner's service type may be cleared; an edit's choices always hold one.
      if (value || !editing) form.setFieldValue(field, value ?? '');
    },
    ...(editing ? { allowDeselect: false } : {}),
  });

  return (
    <form onSubmit={onSend} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Company name"
          required={required}
          {...form.getInputProps('company_name')}
        />
        <TextInput
          label="Contact name"
          required={required}
          {...form.getInputProps('contact_name')}
        />
        <TextInput
          label="Email"
          type="email"
          required={required}
          {...form.getInputProps('email')}
        />
        <TextInput label="Phone" type="tel" required={required} {...form.getInputProps('phone')} />
        <Select
          label="Service type"
          required={required}
          data={[...PARTNER_SERVICE_TYPES]}
          {...choice('service_type')}
        />
        <TextInput
          label="Location"
          description={editing ? undefined : 'City and state, e.g. Ventura, CA'}
          required={required}
          {...form.getInputProps('location')}
        />
        <TagsInput
          label="Specialties"
          description="Press Enter after each one"
          {...form.getInputProps('specialties')}
        />
        {editing && (
          <>
            <Select
              label="Rating (whole stars)"
              data={['0', '1', '2', '3', '4', '5']}
              {...choice('rating')}
            />
            <Select
              label="Status"
              data={[...PARTNER_STATUSES]}
              disabled={!editing.canChangeContract}
              {...choice('status')}
            />
            <Select
              label="Certification"
              data={PARTNER_CERTIFICATIONS.map((c) => ({
                value: c,
                label: c === 'Review' ? 'Under Review' : c,
              }))}
              disabled={!editing.canChangeContract}
              {...choice('certification')}
            />
            {!editing.canChangeContract && (
              <Text size="xs" c="dimmed">
                Status and certification change with the Partner Contracts permission.
              </Text>
            )}
          </>
        )}
        <FormActions failure={failure} busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
