import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TEXTS,
  PROJECT_TYPES,
  type ProjectUpdate,
  projectUpdateSchema,
} from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { ApiError } from '../../../lib/api-client';
import { useProjectOptions } from '../api/get-project-options';
import { useUpdateProject } from '../api/update-project';
import type { ProjectDetail } from '../api/types';
import { DISMISS, serverMessage } from './format';

interface Values {
  project_name: string;
  project_type: string;
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
type Field = keyof Values;

const valuesOf = ({ project }: ProjectDetail): Values => ({
  project_name: project.project_name,
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

const FIELD_OF: Record<string, Field> = {
  estimate_cents: 'estimate',
  deposit_paid_cents: 'deposit_paid',
};

const cents = (value: number | string) =>
  typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
const idOrNull = (value: string | null) => (value ? Number(value) : null);

/** What the form changed, in the API's terms. */
function changesOf(before: Values, after: Values): Record<string, unknown> {
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
  const [values, setValues] = useState<Values>(() => valuesOf(data));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const options = useProjectOptions();
  const update = useUpdateProject(data.project.id);

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const staff = (options.data?.staff ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const current = data.contractor ? String(data.contractor.id) : null;
  const contractors = (options.data?.contractors ?? []).map((c) => ({
    value: String(c.id),
    label: c.assignable ? c.name : `${c.name} (certification expired)`,
    // The current contractor stays selectable: only new assignments of an Expired one are refused.
    disabled: !c.assignable && String(c.id) !== current,
  }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = changesOf(valuesOf(data), values);
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    const parsed = projectUpdateSchema.safeParse(body);
    if (!parsed.success) {
      const next: typeof errors = {};
      let general: string | null = null;
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === undefined) {
          general ??= issue.message;
          continue;
        }
        next[FIELD_OF[String(key)] ?? (String(key) as Field)] ??= issue.message;
      }
      setErrors(next);
      setFailure(general);
      return;
    }
    setFailure(null);
    update.mutate(parsed.data as ProjectUpdate, {
      onSuccess: () => {
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          title: 'Project saved',
          message: `${data.project.id} was updated; the change is in its history.`,
        });
        onDone();
      },
      onError: (error) => {
        // The server's sentence for each field it names goes under that field as well.
        if (error instanceof ApiError) setErrors(error.fields as Partial<Record<Field, string>>);
        setFailure(serverMessage(error));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit project">
      <Stack gap="sm">
        <TextInput
          label="Project name"
          value={values.project_name}
          onChange={(e) => {
            set('project_name', e.currentTarget.value);
          }}
          error={errors.project_name}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Status"
            data={[...PROJECT_STATUSES]}
            value={values.status}
            allowDeselect={false}
            onChange={(value) => {
              if (value) set('status', value);
            }}
            error={errors.status}
          />
          <Select
            label="Type"
            data={[...PROJECT_TYPES]}
            value={values.project_type}
            allowDeselect={false}
            onChange={(value) => {
              if (value) set('project_type', value);
            }}
          />
          <Select
            label="Priority"
            data={[...PROJECT_PRIORITIES]}
            value={values.priority}
            allowDeselect={false}
            onChange={(value) => {
              if (value) set('priority', value);
            }}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          A project is Approved only once its deposit is collected or waived.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Estimate (USD)"
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
          <NumberInput
            label="Deposit paid (USD)"
            prefix="$"
            thousandSeparator=","
            decimalScale={2}
            min={0}
            hideControls
            value={values.deposit_paid}
            onChange={(value) => {
              set('deposit_paid', value);
            }}
            error={errors.deposit_paid}
          />
          <NumberInput
            label="Progress (%)"
            min={0}
            max={100}
            allowDecimal={false}
            value={values.progress}
            onChange={(value) => {
              set('progress', value);
            }}
            error={errors.progress}
          />
        </SimpleGrid>
        <Select
          label="Contractor"
          description={PROJECT_TEXTS.expiredPartner}
          placeholder="None"
          clearable
          disabled={!canAssign}
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
            placeholder="None"
            clearable
            searchable
            disabled={!canAssign}
            data={staff}
            value={values.project_manager_id}
            onChange={(value) => {
              set('project_manager_id', value);
            }}
            error={errors.project_manager_id}
          />
          <Select
            label="Sales executive"
            placeholder="None"
            clearable
            searchable
            disabled={!canAssign}
            data={staff}
            value={values.sales_executive_id}
            onChange={(value) => {
              set('sales_executive_id', value);
            }}
            error={errors.sales_executive_id}
          />
        </SimpleGrid>
        {!canAssign && (
          <Text size="xs" c="dimmed">
            Contractor and staff change with the Assign Project Resources permission.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
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
          <TextInput
            label="Completed date"
            type="date"
            value={values.actual_completion_date}
            onChange={(e) => {
              set('actual_completion_date', e.currentTarget.value);
            }}
            error={errors.actual_completion_date}
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
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
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
