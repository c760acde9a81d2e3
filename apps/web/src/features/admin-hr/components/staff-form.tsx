import {
  Button,
  Card,
  FileInput,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  formatFileSize,
  HR_TEXTS,
  isPriorStaffStatus,
  missingRequiredStaffFields,
  newStaffSchema,
  SOCIAL_MEDIA_LABELS,
  SOCIAL_MEDIA_NETWORKS,
  type SocialMediaNetwork,
  STAFF_DOCUMENT_KIND_LABELS,
  STAFF_DOCUMENT_MAX_BYTES,
  STAFF_FIELD_LABELS,
  STAFF_OTHER_DOCUMENTS_MAX,
  STAFF_STATUSES,
  type StaffDetail,
  type StaffDocumentKind,
  staffDocumentExtensions,
  staffDocumentType,
  staffEndDateProblem,
  staffUpdateSchema,
  type StaffFormChoices,
  type StaffStatus,
  WORK_LOCATION_LABELS,
  WORK_LOCATIONS,
  type WorkLocation,
} from '@wildfire/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import formClasses from './hr-forms.module.css';
import { ErrorNotice } from '@/components/ui/error-notice';

/** What the form holds: text as typed, turned into the API's body on submit. */
export interface StaffFormValues extends Record<string, unknown> {
  user_id: string;
  personal_email: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  reports_to: string;
  department_id: string;
  salary: string | number;
  hire_date: string;
  location: WorkLocation;
  city: string;
  address: string;
  birthdate: string;
  linkedin: string;
  twitter: string;
  facebook: string;
  instagram: string;
  status: StaffStatus;
  end_date: string;
}

export type StaffFormField = keyof StaffFormValues;

export const EMPTY_STAFF_FORM: StaffFormValues = {
  user_id: '',
  personal_email: '',
  email: '',
  first_name: '',
  last_name: '',
  role: '',
  reports_to: '',
  department_id: '',
  salary: '',
  hire_date: '',
  location: 'office',
  city: '',
  address: '',
  birthdate: '',
  linkedin: '',
  twitter: '',
  facebook: '',
  instagram: '',
  status: 'Active',
  end_date: '',
};

/** The form's values for an existing record (personal ones only when the answer has them). */
export function staffFormValuesOf(staff: StaffDetail): StaffFormValues {
  const social = staff.personal?.social_media ?? {};
  return {
    user_id: staff.user ? String(staff.user.id) : '',
    personal_email: staff.personal?.personal_email ?? '',
    email: staff.email && staff.email !== staff.user?.email ? staff.email : '',
    first_name: staff.first_name,
    last_name: staff.last_name,
    role: staff.position,
    reports_to: staff.reports_to ? String(staff.reports_to.id) : '',
    department_id: String(staff.department.id),
    salary: staff.personal?.salary ?? '',
    hire_date: staff.hire_date,
    location: staff.location,
    city: staff.city ?? '',
    address: staff.personal?.address ?? '',
    birthdate: staff.personal?.birthdate ?? '',
    linkedin: social.linkedin ?? '',
    twitter: social.twitter ?? '',
    facebook: social.facebook ?? '',
    instagram: social.instagram ?? '',
    status: staff.status,
    end_date: staff.end_date ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const idOrNull = (text: string) => (text === '' ? null : Number(text));

/**
 * The API body of the form: personal fields only for holders of hr_permissions (others neither
 * see nor set them; the personal email is asked of everyone on Add Staff), the status and end
 * date only when editing.
 */
export function staffBodyOf(
  values: StaffFormValues,
  options: { personal: boolean; editing: boolean },
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    user_id: idOrNull(values.user_id),
    email: orNull(values.email),
    first_name: values.first_name,
    last_name: values.last_name,
    role: values.role,
    reports_to: idOrNull(values.reports_to),
    department_id: values.department_id === '' ? undefined : Number(values.department_id),
    hire_date: values.hire_date,
    location: values.location,
    city: orNull(values.city),
  };
  if (options.personal || !options.editing) body.personal_email = values.personal_email;
  if (options.personal) {
    body.salary = values.salary === '' ? null : Number(values.salary);
    body.birthdate = orNull(values.birthdate);
    body.address = orNull(values.address);
    body.social_media = Object.fromEntries(
      SOCIAL_MEDIA_NETWORKS.map((network) => [network, values[network].trim()]),
    );
  }
  if (options.editing) {
    body.status = values.status;
    body.end_date = isPriorStaffStatus(values.status) ? orNull(values.end_date) : null;
  }
  return body;
}

/** The files picked for a new record's documents (section 3: ndaDoc, contractDoc, ...). */
export interface StaffUploads {
  nda: File | null;
  contract: File | null;
  eligibility: File | null;
  other: File[];
}
export const NO_UPLOADS: StaffUploads = { nda: null, contract: null, eligibility: null, other: [] };

/** Whether a picked file may go up: the kind's types (section 5) and 10 MB; the reason if not. */
export function staffFileProblem(kind: StaffDocumentKind, file: File): string | null {
  if (!staffDocumentType(kind, file.name)) {
    return `${file.name}: ${STAFF_DOCUMENT_KIND_LABELS[kind]} takes ${staffDocumentExtensions(kind).join(', ')} files only.`;
  }
  if (file.size > STAFF_DOCUMENT_MAX_BYTES) {
    return `${file.name} is larger than ${formatFileSize(STAFF_DOCUMENT_MAX_BYTES)}.`;
  }
  return null;
}

const documentHint = (kind: StaffDocumentKind) =>
  `${staffDocumentExtensions(kind).join(', ')}; up to ${formatFileSize(STAFF_DOCUMENT_MAX_BYTES)}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export interface StaffFormProps {
  mode: 'add' | 'edit';
  initial: StaffFormValues;
  choices: StaffFormChoices;
  /** Holder of hr_permissions: sees and sets salary, personal data and documents. */
  personal: boolean;
  /**
   * The screen's request, called with the body (staffBodyOf) and the picked files once the
   * required fields are filled and the schema accepts the body; the form is busy until it ends.
   */
  onSubmit: (body: Record<string, unknown>, uploads: StaffUploads) => Promise<unknown>;
  /** The notice for a failed request that names none of the form's fields. */
  failureOf: (error: unknown) => string;
  /** The staff member being edited (the Reports To choices leave them out). */
  staffId?: number;
}

/** The fields named in the missing-fields notice, marked without a sentence of their own. */
const markedMissing = (missing: readonly string[]) =>
  Object.fromEntries(
    Object.entries(STAFF_FIELD_LABELS)
      .filter(([, label]) => missing.includes(label))
      .map(([field]) => [field, true]),
  );

/**
 * Add Staff (2.19) and Edit: the fields of the staff record (section 3). On submit a missing
 * required field gives the notice 'Please fill in the following required fields: ...'.
 */
export function StaffForm({
  mode,
  initial,
  choices,
  personal,
  onSubmit,
  failureOf,
  staffId,
}: StaffFormProps) {
  const editing = mode === 'edit';
  const bodyOf = (values: StaffFormValues) => staffBodyOf(values, { personal, editing });
  const {
    form,
    failure,
    setFailure,
    busy,
    onSubmit: whenChecked,
  } = useSchemaForm({
    initialValues: initial,
    schema: editing ? staffUpdateSchema : newStaffSchema,
    toInput: bodyOf,
    failureOf,
  });
  const [uploads, setUploads] = useState<StaffUploads>(NO_UPLOADS);
  const [fileErrors, setFileErrors] = useState<Partial<Record<StaffDocumentKind, string>>>({});
  const values = form.values;
  const prior = isPriorStaffStatus(values.status);

  const pick = (kind: Exclude<StaffDocumentKind, 'other'>) => (file: File | null) => {
    const problem = file ? staffFileProblem(kind, file) : null;
    setFileErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
    setUploads((current) => ({ ...current, [kind]: problem ? null : file }));
  };
  const pickOther = (files: File[]) => {
    const problems = files.map((file) => staffFileProblem('other', file)).filter(Boolean);
    const tooMany =
      files.length > STAFF_OTHER_DOCUMENTS_MAX
        ? `At most ${String(STAFF_OTHER_DOCUMENTS_MAX)} other documents at once.`
        : null;
    const problem = tooMany ?? (problems.length > 0 ? problems.join(' ') : null);
    setFileErrors((current) => ({ ...current, other: problem ?? undefined }));
    setUploads((current) => ({ ...current, other: problem ? [] : files }));
  };

  const send = whenChecked((_checked, checkedValues) => onSubmit(bodyOf(checkedValues), uploads));
  // Section 3's checks come before the schema's: the missing fields in one notice (the spec's
  // sentence), then whether the end date fits the status.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const current = form.getValues();
    const missing = missingRequiredStaffFields({ ...current });
    if (missing.length > 0) {
      setFailure(HR_TEXTS.missingFields(missing));
      form.setErrors(markedMissing(missing));
      return;
    }
    const endDateProblem = editing
      ? staffEndDateProblem(current.status, current.hire_date, orNull(current.end_date))
      : null;
    if (endDateProblem) {
      setFailure(null);
      form.setErrors({ end_date: endDateProblem });
      return;
    }
    send(event);
  };

  const departmentChoices = [
    { value: '', label: 'Select a department' },
    ...choices.departments.map((d) => ({ value: String(d.id), label: d.name })),
  ];
  const managerChoices = [
    { value: '', label: 'No manager' },
    ...choices.managers
      .filter((m) => m.id !== staffId)
      .map((m) => ({ value: String(m.id), label: `${m.name} (${m.position})` })),
  ];
  const accountChoices = [
    { value: '', label: 'Not linked to a sign-in' },
    ...choices.accounts.map((a) => ({ value: String(a.id), label: `${a.name} (${a.email})` })),
  ];

  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="form"
      className={formClasses.form}
      noValidate
      aria-label={editing ? 'Edit staff member' : 'Add staff member'}
      onSubmit={submit}
    >
      <Stack gap="lg">
        {failure && <ErrorNotice>{failure}</ErrorNotice>}

        <Section title="Person">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(personal || !editing) && (
              <TextInput
                label={STAFF_FIELD_LABELS.personal_email}
                type="email"
                withAsterisk
                autoComplete="off"
                {...form.getInputProps('personal_email')}
              />
            )}
            <TextInput
              label={STAFF_FIELD_LABELS.first_name}
              withAsterisk
              autoComplete="off"
              maxLength={80}
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={STAFF_FIELD_LABELS.last_name}
              withAsterisk
              autoComplete="off"
              maxLength={80}
              {...form.getInputProps('last_name')}
            />
            <TextInput
              label={STAFF_FIELD_LABELS.email}
              type="email"
              autoComplete="off"
              description="Leave empty to use the linked sign-in's email."
              {...form.getInputProps('email')}
            />
            <NativeSelect
              label={STAFF_FIELD_LABELS.user_id}
              description="Links the record to the person's staff sign-in."
              data={accountChoices}
              {...form.getInputProps('user_id')}
            />
            {personal && (
              <TextInput
                label={STAFF_FIELD_LABELS.birthdate}
                type="date"
                {...form.getInputProps('birthdate')}
              />
            )}
          </SimpleGrid>
        </Section>

        <Section title="Position">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={STAFF_FIELD_LABELS.role}
              withAsterisk
              autoComplete="off"
              maxLength={120}
              {...form.getInputProps('role')}
            />
            <NativeSelect
              label={STAFF_FIELD_LABELS.department_id}
              withAsterisk
              data={departmentChoices}
              {...form.getInputProps('department_id')}
            />
            <NativeSelect
              label={STAFF_FIELD_LABELS.reports_to}
              data={managerChoices}
              {...form.getInputProps('reports_to')}
            />
            <TextInput
              label={STAFF_FIELD_LABELS.hire_date}
              type="date"
              withAsterisk
              {...form.getInputProps('hire_date')}
            />
            {personal && (
              <NumberInput
                label={`${STAFF_FIELD_LABELS.salary} (USD a year)`}
                min={0}
                max={10_000_000}
                decimalScale={2}
                thousandSeparator=","
                prefix="$"
                hideControls
                {...form.getInputProps('salary')}
              />
            )}
            <NativeSelect
              label={STAFF_FIELD_LABELS.location}
              data={WORK_LOCATIONS.map((l) => ({ value: l, label: WORK_LOCATION_LABELS[l] }))}
              {...form.getInputProps('location')}
            />
            <TextInput
              label={STAFF_FIELD_LABELS.city}
              autoComplete="off"
              maxLength={120}
              {...form.getInputProps('city')}
            />
            {personal && (
              <TextInput
                label={STAFF_FIELD_LABELS.address}
                autoComplete="off"
                maxLength={300}
                {...form.getInputProps('address')}
              />
            )}
            {editing && (
              <NativeSelect
                label={STAFF_FIELD_LABELS.status}
                data={[...STAFF_STATUSES]}
                {...form.getInputProps('status')}
              />
            )}
            {editing && prior && (
              <TextInput
                label={STAFF_FIELD_LABELS.end_date}
                type="date"
                withAsterisk
                {...form.getInputProps('end_date')}
              />
            )}
          </SimpleGrid>
        </Section>

        {personal && (
          <Section title="Social Media">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {SOCIAL_MEDIA_NETWORKS.map((network: SocialMediaNetwork) => (
                <TextInput
                  key={network}
                  label={SOCIAL_MEDIA_LABELS[network]}
                  placeholder={`${SOCIAL_MEDIA_LABELS[network]} profile link or handle`}
                  maxLength={300}
                  {...form.getInputProps(network)}
                />
              ))}
            </SimpleGrid>
          </Section>
        )}

        {personal && !editing && (
          <Section title="Documents">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {(['nda', 'contract', 'eligibility'] as const).map((kind) => (
                <FileInput
                  key={kind}
                  label={STAFF_DOCUMENT_KIND_LABELS[kind]}
                  description={documentHint(kind)}
                  placeholder="Choose a file"
                  accept={staffDocumentExtensions(kind).join(',')}
                  clearable
                  value={uploads[kind]}
                  error={fileErrors[kind]}
                  onChange={pick(kind)}
                />
              ))}
              <FileInput
                label={STAFF_DOCUMENT_KIND_LABELS.other}
                description={`${documentHint('other')} each; up to ${String(STAFF_OTHER_DOCUMENTS_MAX)} files`}
                placeholder="Choose files"
                accept={staffDocumentExtensions('other').join(',')}
                multiple
                clearable
                value={uploads.other}
                error={fileErrors.other}
                onChange={pickOther}
              />
            </SimpleGrid>
          </Section>
        )}
        {!personal && (
          <Text size="sm">
            Salary, birthdate, address, social media and documents are kept by holders of the HR
            Permissions permission.
          </Text>
        )}

        <Group gap="xs">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : editing ? 'Save Changes' : 'Add Staff Member'}
          </Button>
          <Button
            component={Link}
            to={
              editing && staffId !== undefined
                ? paths.admin.hrStaff.getHref(staffId)
                : paths.admin.hr.getHref()
            }
            variant="default"
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
