import { Button, Modal, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { newProjectSchema } from '@wildfire/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useCreateProject } from '../api/create-project';
import { usePropertyOptions } from '../api/get-project-options';
import { cents, idOrNull, PROJECT_FIELD_OF, ProjectForm, type ProjectValues } from './project-form';
import { DISMISS } from '@/components/ui/notices';

const EMPTY: ProjectValues = {
  project_name: '',
  property_id: null,
  project_type: null,
  status: 'Planning',
  priority: 'Medium',
  estimate: '',
  deposit_paid: '',
  progress: '',
  partner_id: null,
  project_manager_id: null,
  sales_executive_id: null,
  start_date: '',
  estimated_completion_date: '',
  actual_completion_date: '',
  description: '',
};

/** The request '+ New Project' sends: a new project has no status, payment or progress yet. */
const newProjectOf = (values: ProjectValues) => ({
  project_name: values.project_name,
  property_id: idOrNull(values.property_id) ?? undefined,
  project_type: values.project_type ?? undefined,
  priority: values.priority,
  estimate_cents: typeof values.estimate === 'number' ? cents(values.estimate) : undefined,
  partner_id: idOrNull(values.partner_id),
  project_manager_id: idOrNull(values.project_manager_id),
  sales_executive_id: idOrNull(values.sales_executive_id),
  start_date: values.start_date || null,
  estimated_completion_date: values.estimated_completion_date || null,
  description: values.description,
});

function NewProjectForm({ onDone }: { onDone: () => void }) {
  const schemaForm = useSchemaForm({
    initialValues: EMPTY,
    schema: newProjectSchema,
    toInput: newProjectOf,
    fieldOf: PROJECT_FIELD_OF,
    message: (issue, field) =>
      field === 'estimate' && issue.code === 'invalid_type' ? 'Estimate is required' : undefined,
  });
  const { form } = schemaForm;
  const [propertySearch, setPropertySearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(propertySearch, 250);
  const [propertyLabel, setPropertyLabel] = useState<{ value: string; label: string } | null>(null);
  const properties = usePropertyOptions(debouncedSearch, true);
  const create = useCreateProject();
  const navigate = useNavigate();

  const propertyData = (properties.data?.properties ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name} — ${p.address}`,
  }));
  // Keep the chosen property selectable while the search shows others.
  if (propertyLabel && !propertyData.some((p) => p.value === propertyLabel.value)) {
    propertyData.unshift(propertyLabel);
  }

  const onSend = schemaForm.onSubmit(async (body) => {
    const created = await create.mutateAsync(body);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: 'Project created',
      message: created.message,
    });
    onDone();
    void navigate(paths.admin.project.getHref(created.id));
  });

  return (
    <ProjectForm
      label="New Project"
      schemaForm={schemaForm}
      onSend={onSend}
      onDone={onDone}
      submitLabel="Create Project"
      editing={null}
      propertyField={
        <Select
          label="Property"
          description="Search by property name or address"
          placeholder="Search properties"
          required
          searchable
          data={propertyData}
          value={form.values.property_id}
          searchValue={propertySearch}
          onSearchChange={setPropertySearch}
          onChange={(value, option) => {
            form.setFieldValue('property_id', value);
            setPropertyLabel(value && option ? { value, label: option.label } : null);
          }}
          nothingFoundMessage={properties.isFetching ? 'Searching...' : 'No property found'}
          filter={({ options: all }) => all}
          error={form.errors.property_id}
        />
      }
    />
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
