import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  newProjectSchema,
  PROJECT_PRIORITIES,
  PROJECT_TEXTS,
  PROJECT_TYPES,
  type ProjectPriority,
  type ProjectType,
} from '@wildfire/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useCreateProject } from '../api/create-project';
import { usePropertyOptions, useProjectOptions } from '../api/get-project-options';
import { DISMISS, serverMessage } from './format';

interface Values {
  project_name: string;
  property_id: string | null;
  project_type: ProjectType | null;
  priority: ProjectPriority;
  estimate: number | string;
  partner_id: string | null;
  project_manager_id: string | null;
  sales_executive_id: string | null;
  start_date: string;
  estimated_completion_date: string;
  description: string;
}
type Field = keyof Values;

const EMPTY: Values = {
  project_name: '',
  property_id: null,
  project_type: null,
  priority: 'Medium',
  estimate: '',
  partner_id: null,
  project_manager_id: null,
  sales_executive_id: null,
  start_date: '',
  estimated_completion_date: '',
  description: '',
};

/** The API's field names to the form's (estimate travels in cents). */
const FIELD_OF: Record<string, Field> = { estimate_cents: 'estimate' };

const idOrNull = (value: string | null) => (value ? Number(value) : null);

function NewProjectForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [propertySearch, setPropertySearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(propertySearch, 250);
  const [propertyLabel, setPropertyLabel] = useState<{ value: string; label: string } | null>(null);
  const options = useProjectOptions();
  const properties = usePropertyOptions(debouncedSearch, true);
  const create = useCreateProject();
  const navigate = useNavigate();

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const propertyData = (properties.data?.properties ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name} — ${p.address}`,
  }));
  // Keep the chosen property selectable while the search shows others.
  if (propertyLabel && !propertyData.some((p) => p.value === propertyLabel.value)) {
    propertyData.unshift(propertyLabel);
  }
  const staff = (options.data?.staff ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const contractors = (options.data?.contractors ?? []).map((c) => ({
    value: String(c.id),
    label: c.assignable ? `${c.name} (${c.status})` : `${c.name} (certification expired)`,
    disabled: !c.assignable,
  }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const estimate = typeof values.estimate === 'number' ? values.estimate : Number.NaN;
    const parsed = newProjectSchema.safeParse({
      project_name: values.project_name,
      property_id: idOrNull(values.property_id) ?? undefined,
      project_type: values.project_type ?? undefined,
      priority: values.priority,
      estimate_cents: Number.isFinite(estimate) ? Math.round(estimate * 100) : undefined,
      partner_id: idOrNull(values.partner_id),
      project_manager_id: idOrNull(values.project_manager_id),
      sales_executive_id: idOrNull(values.sales_executive_id),
      start_date: values.start_date || null,
      estimated_completion_date: values.estimated_completion_date || null,
      description: values.description,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const field = FIELD_OF[key] ?? (key as Field);
        next[field] ??=
          field === 'estimate' && issue.code === 'invalid_type'
            ? 'Estimate is required'
            : issue.message;
      }
      setErrors(next);
      return;
    }
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          title: 'Project created',
          message: created.message,
        });
        onDone();
        void navigate(paths.admin.project.getHref(created.id));
      },
      onError: (error) => {
        // The server's sentence for each field it names goes under that field as well.
        if (error instanceof ApiError) setErrors(error.fields as Partial<Record<Field, string>>);
        setFailure(serverMessage(error));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New Project">
      <Stack gap="sm">
        <TextInput
          label="Project name"
          required
          value={values.project_name}
          onChange={(e) => {
            set('project_name', e.currentTarget.value);
          }}
          error={errors.project_name}
        />
        <Select
          label="Property"
          description="Search by property name or address"
          placeholder="Search properties"
          required
          searchable
          data={propertyData}
          value={values.property_id}
          searchValue={propertySearch}
          onSearchChange={setPropertySearch}
          onChange={(value, option) => {
            set('property_id', value);
            setPropertyLabel(value && option ? { value, label: option.label } : null);
          }}
          nothingFoundMessage={properties.isFetching ? 'Searching...' : 'No property found'}
          filter={({ options: all }) => all}
          error={errors.property_id}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Type"
            required
            data={[...PROJECT_TYPES]}
            value={values.project_type}
            onChange={(value) => {
              set('project_type', value as ProjectType | null);
            }}
            error={errors.project_type}
          />
          <Select
            label="Priority"
            data={[...PROJECT_PRIORITIES]}
            value={values.priority}
            allowDeselect={false}
            onChange={(value) => {
              if (value) set('priority', value as ProjectPriority);
            }}
          />
        </SimpleGrid>
        <NumberInput
          label="Estimate (USD)"
          description="The deposit required is 30 percent of it."
          required
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          min={0}
          hideControls
          value={values.estimate}
          onChange={(value) => {
            set('estimate', value);
          }}
          error={errors.estimate}
        />
        <Select
          label="Contractor"
          description={PROJECT_TEXTS.expiredPartner}
          placeholder="None yet"
          clearable
          data={contractors}
          value={values.partner_id}
          onChange={(value) => {
            set('partner_id', value);
          }}
          error={errors.partner_id}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Project manager"
            placeholder="None yet"
            clearable
            searchable
            data={staff}
            value={values.project_manager_id}
            onChange={(value) => {
              set('project_manager_id', value);
            }}
            error={errors.project_manager_id}
          />
          <Select
            label="Sales executive"
            placeholder="None yet"
            clearable
            searchable
            data={staff}
            value={values.sales_executive_id}
            onChange={(value) => {
              set('sales_executive_id', value);
            }}
            error={errors.sales_executive_id}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Start date"
            type="date"
            value={values.start_date}
            onChange={(e) => {
              set('start_date', e.currentTarget.value);
            }}
            error={errors.start_date}
          />
          <TextInput
            label="Due date"
            type="date"
            value={values.estimated_completion_date}
            onChange={(e) => {
              set('estimated_completion_date', e.currentTarget.value);
            }}
            error={errors.estimated_completion_date}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={values.description}
          onChange={(e) => {
            set('description', e.currentTarget.value);
          }}
          error={errors.description}
        />
        {options.isError && (
          <Alert color="yellow" variant="light">
            The contractor and staff lists could not be loaded; they can be set later with Edit.
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Project
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** '+ New Project' (create_projects): a real project, Planning, with the next free PRJ-NNN. */
export function NewProjectButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        + New Project
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="New Project"
        size="lg"
      >
        {open && (
          <NewProjectForm
            onDone={() => {
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </>
  );
}
