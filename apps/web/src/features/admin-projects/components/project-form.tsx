import {
  Alert,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TEXTS,
  PROJECT_TYPES,
} from '@wildfire/shared';
import type { FormEvent, ReactNode } from 'react';

import type { SchemaForm } from '@/lib/forms/use-schema-form';
import { FormActions } from '@/lib/forms/form-actions';
import { useProjectOptions } from '../api/get-project-options';

/** A project's fields as the form holds them: dollars, chosen ids as strings, '' for no date. */
export interface ProjectValues extends Record<string, unknown> {
  project_name: string;
  property_id: string | null;
  project_type: string | null;
  status: string;
  priority: string;
  estimate: number | string;
  deposit_paid: number | string;
  progress: number | string;
  partner_id: string | null;
  project_manager_id: string | null;
  sales_executive_id: string | null;
  start_date: string;
  estimated_completion_date: string;
  actual_completion_date: string;
  description: string;
}

/** The API's field names to the form's (money travels in cents). */
export const PROJECT_FIELD_OF = {
  estimate_cents: 'estimate',
  deposit_paid_cents: 'deposit_paid',
} as const satisfies Record<string, keyof ProjectValues>;

export const idOrNull = (value: string | null) => (value ? Number(value) : null);

/** Dollars typed in the form as the API's cents; NaN (refused by the schema) when not a number. */
export const cents = (value: number | string) =>
  typeof value === 'number' ? Math.round(value * 100) : Number.NaN;

/** What only editing has: the project's status, deposit and progress, and who may assign. */
interface Editing {
  canAssign: boolean;
  /** The current contractor stays selectable even once its certification expired. */
  contractorId: string | null;
}

/**
 * The one project form behind '+ New Project' and Edit: the same fields, labels and checks;
 * a new project also picks its property, an edit also sets status, deposit paid and progress.
 */
export function ProjectForm({
  label,
  schemaForm,
  onSend,
  onDone,
  submitLabel,
  editing,
  propertyField,
}: {
  label: string;
  schemaForm: SchemaForm<ProjectValues, unknown>;
  onSend: (event?: FormEvent<HTMLFormElement>) => void;
  onDone: () => void;
  submitLabel: string;
  editing: Editing | null;
  propertyField?: ReactNode;
}) {
  const { form, failure, busy } = schemaForm;
  const options = useProjectOptions();
  const none = editing ? 'None' : 'None yet';
  const locked = editing ? !editing.canAssign : false;

  const staff = (options.data?.staff ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const contractors = (options.data?.contractors ?? []).map((c) => {
    const expired = `${c.name} (certification expired)`;
    if (editing) {
      return {
        value: String(c.id),
        label: c.assignable ? c.name : expired,
        // Only new assignments of an Expired contractor are refused.
        disabled: !c.assignable && String(c.id) !== editing.contractorId,
      };
    }
    return {
      value: String(c.id),
      label: c.assignable ? `${c.name} (${c.status})` : expired,
      disabled: !c.assignable,
    };
  });

  const money = {
    prefix: '$',
    thousandSeparator: ',',
    decimalScale: 2,
    min: 0,
    hideControls: true,
  } as const;
  const choice = (field: 'status' | 'project_type' | 'priority') => ({
    value: form.values[field],
    allowDeselect: false,
    onChange: (value: string | null) => {
      if (value) form.setFieldValue(field, value);
    },
  });

  return (
    <form onSubmit={onSend} noValidate aria-label={label}>
      <Stack gap="sm">
        <TextInput
          label="Project name"
          required={!editing}
          {...form.getInputProps('project_name')}
        />
        {propertyField}
        {editing ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Status"
                data={[...PROJECT_STATUSES]}
                {...choice('status')}
                error={form.errors.status}
              />
              <Select label="Type" data={[...PROJECT_TYPES]} {...choice('project_type')} />
              <Select label="Priority" data={[...PROJECT_PRIORITIES]} {...choice('priority')} />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              A project is Approved only once its deposit is collected or waived.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput label="Estimate (USD)" {...money} {...form.getInputProps('estimate')} />
              <NumberInput
                label="Deposit paid (USD)"
                {...money}
                {...form.getInputProps('deposit_paid')}
              />
              <NumberInput
                label="Progress (%)"
                min={0}
                max={100}
                allowDecimal={false}
                {...form.getInputProps('progress')}
              />
            </SimpleGrid>
          </>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Type"
                required
                data={[...PROJECT_TYPES]}
                {...form.getInputProps('project_type')}
              />
              <Select label="Priority" data={[...PROJECT_PRIORITIES]} {...choice('priority')} />
            </SimpleGrid>
            <NumberInput
              label="Estimate (USD)"
              description="The deposit required is 30 percent of it."
              required
              {...money}
              {...form.getInputProps('estimate')}
            />
          </>
        )}
        <Select
          label="Contractor"
          description={PROJECT_TEXTS.expiredPartner}
          placeholder={none}
          clearable
          disabled={locked}
          data={contractors}
          {...form.getInputProps('partner_id')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Project manager"
            placeholder={none}
            clearable
            searchable
            disabled={locked}
            data={staff}
            {...form.getInputProps('project_manager_id')}
          />
          <Select
            label="Sales executive"
            placeholder={none}
            clearable
            searchable
            disabled={locked}
            data={staff}
            {...form.getInputProps('sales_executive_id')}
          />
        </SimpleGrid>
        {locked && (
          <Text size="xs" c="dimmed">
            Contractor and staff change with the Assign Project Resources permission.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: editing ? 3 : 2 }}>
          <TextInput label="Start date" type="date" {...form.getInputProps('start_date')} />
          <TextInput
            label="Due date"
            type="date"
            {...form.getInputProps('estimated_completion_date')}
          />
          {editing && (
            <TextInput
              label="Completed date"
              type="date"
              {...form.getInputProps('actual_completion_date')}
            />
          )}
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        {!editing && options.isError && (
          <Alert color="yellow" variant="light">
            The contractor and staff lists could not be loaded; they can be set later with Edit.
          </Alert>
        )}
        <FormActions failure={failure} busy={busy} submitLabel={submitLabel} onCancel={onDone} />
      </Stack>
    </form>
  );
}
