import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { projectUpdateSchema, type ProjectUpdate } from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { useSchemaForm } from '@/lib/forms/use-schema-form';
import type { ProjectDetail } from '../api/types';
import { useUpdateProject } from '../api/update-project';
import { cents, idOrNull, PROJECT_FIELD_OF, ProjectForm, type ProjectValues } from './project-form';
import { DISMISS } from '@/components/ui/notices';

const valuesOf = ({ project }: ProjectDetail): ProjectValues => ({
  project_name: project.project_name,
  property_id: null,
  project_type: project.project_type,
  status: project.status,
  priority: project.priority,
  estimate: project.estimate_cents / 100,
  deposit_paid: project.deposit.paid_cents / 100,
  progress: project.progress,
  partner_id: project.contractor ? String(project.contractor.id) : null,
  project_manager_id: project.project_manager ? String(project.project_manager.id) : null,
  sales_executive_id: project.sales_executive ? String(project.sales_executive.id) : null,
  start_date: project.start_date ?? '',
  estimated_completion_date: project.estimated_completion_date ?? '',
  actual_completion_date: project.actual_completion_date ?? '',
  description: project.description,
});

/** What the form changed, in the API's terms. */
function changesOf(before: ProjectValues, after: ProjectValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const text = ['project_name', 'project_type', 'status', 'priority', 'description'] as const;
  for (const key of text) if (after[key] !== before[key]) body[key] = after[key];
  const dates = ['start_date', 'estimated_completion_date', 'actual_completion_date'] as const;
  for (const key of dates) if (after[key] !== before[key]) body[key] = after[key] || null;
  const ids = ['partner_id', 'project_manager_id', 'sales_executive_id'] as const;
  for (const key of ids) if (after[key] !== before[key]) body[key] = idOrNull(after[key]);
  if (after.estimate !== before.estimate) body.estimate_cents = cents(after.estimate);
  if (after.deposit_paid !== before.deposit_paid)
    body.deposit_paid_cents = cents(after.deposit_paid);
  if (after.progress !== before.progress) {
    body.progress = typeof after.progress === 'number' ? after.progress : Number.NaN;
  }
  return body;
}

function EditProjectForm({
  data,
  canAssign,
  onDone,
}: {
  data: ProjectDetail;
  canAssign: boolean;
  onDone: () => void;
}) {
  const before = valuesOf(data);
  const schemaForm = useSchemaForm({
    initialValues: before,
    schema: projectUpdateSchema,
    toInput: (values) => changesOf(before, values),
    fieldOf: PROJECT_FIELD_OF,
  });
  const update = useUpdateProject(data.project.id);

  const send = schemaForm.onSubmit(async (body) => {
    await update.mutateAsync(body as ProjectUpdate);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: 'Project saved',
      message: `${data.project.id} was updated; the change is in its history.`,
    });
    onDone();
  });
  const onSend = (event?: FormEvent<HTMLFormElement>) => {
    // Nothing changed: nothing to check or to write to the history.
    if (Object.keys(changesOf(before, schemaForm.form.getValues())).length === 0) {
      event?.preventDefault();
      onDone();
      return;
    }
    send(event);
  };

  return (
    <ProjectForm
      label="Edit project"
      schemaForm={schemaForm}
      onSend={onSend}
      onDone={onDone}
      submitLabel="Save"
      editing={{
        canAssign,
        contractorId: data.contractor ? String(data.contractor.id) : null,
      }}
    />
  );
}

/** Edit (project info): every change is written to the project's history. */
export function EditProjectButton({
  data,
  canAssign,
}: {
  data: ProjectDetail;
  canAssign: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={() => {
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
        title="Edit Project"
        size="lg"
      >
        {open && (
          <EditProjectForm
            data={data}
            canAssign={canAssign}
            onDone={() => {
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </>
  );
}
