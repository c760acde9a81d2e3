import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Department, newDepartmentSchema } from '@wildfire/shared';
import { useState } from 'react';
import { Link } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useCreateDepartment } from '../api/create-department';
import { useDepartments } from '../api/get-departments';
import { useStaff } from '../api/get-staff';
import { FormDialog, useFormDialog } from './form-dialog';
import { LoadingState, Pager } from './hr-parts';
import { DISMISS } from '@/components/ui/notices';

/** View Details: the department's current staff, each linked to their record. */
function DepartmentDetails({ department }: { department: Department }) {
  const [page, setPage] = useState(1);
  const query = useStaff({ view: 'current', departmentId: department.id, search: '', page });
  if (query.isPending) return <LoadingState label="Loading the department's staff" />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="The department's staff could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <Stack gap="sm">
      {department.description && <Text size="sm">{department.description}</Text>}
      {query.data.items.length === 0 ? (
        <Text>No current staff in {department.name}.</Text>
      ) : (
        <List spacing="xs" aria-label={`Staff of ${department.name}`}>
          {query.data.items.map((staff) => (
            <List.Item key={staff.id}>
              <Anchor component={Link} to={paths.admin.hrStaff.getHref(staff.id)}>
                {staff.name}
              </Anchor>
              <Text span size="sm">{` · ${staff.position}`}</Text>
            </List.Item>
          ))}
        </List>
      )}
      <Pager
        page={query.data.page}
        total={query.data.total}
        pageSize={query.data.page_size}
        onPage={setPage}
        label={`Pages of ${department.name}`}
      />
    </Stack>
  );
}

function AddDepartmentButton() {
  const { form, failure, setFailure, busy, onSubmit } = useSchemaForm({
    initialValues: { name: '', description: '' },
    schema: newDepartmentSchema,
  });
  const create = useCreateDepartment();

  const dialog = useFormDialog(() => {
    form.reset();
    setFailure(null);
  });

  const submit = onSubmit(async (body) => {
    const department = await create.mutateAsync(body);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      message: `Department "${department.name}" added.`,
    });
    dialog.close();
  });

  return (
    <>
      <Button onClick={dialog.open}>Add Department</Button>
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title="Add Department"
        onSubmit={submit}
        failure={failure}
        busy={busy}
        submitLabel="Add Department"
      >
        <TextInput
          label="Department name"
          withAsterisk
          {...form.getInputProps('name')}
          maxLength={60}
        />
        <Textarea
          label="Description"
          rows={3}
          maxLength={300}
          {...form.getInputProps('description')}
        />
      </FormDialog>
    </>
  );
}

/** The Departments tab (2.18): a card per department with its head count and View Details. */
export function DepartmentsTab({ canManage }: { canManage: boolean }) {
  const query = useDepartments();
  const [details, setDetails] = useState<Department | null>(null);

  return (
    <Stack gap="md">
      {canManage && (
        <Group justify="flex-end">
          <AddDepartmentButton />
        </Group>
      )}
      {query.isPending && <LoadingState label="Loading departments" />}
      {query.isError && (
        <QueryErrorAlert
          title="The departments could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess &&
        (query.data.departments.length === 0 ? (
          <Text>No departments yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {query.data.departments.map((department) => (
              <Card
                key={department.id}
                withBorder
                radius="md"
                padding="md"
                component="article"
                aria-label={department.name}
              >
                <Stack gap="xs" h="100%" justify="space-between">
                  <Stack gap={4}>
                    <Title order={3} size="h4">
                      {department.name}
                    </Title>
                    <Text size="sm">{`Head count: ${String(department.head_count)}`}</Text>
                    {department.description && (
                      <Text size="sm" lineClamp={2}>
                        {department.description}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => {
                      setDetails(department);
                    }}
                    aria-label={`View Details of ${department.name}`}
                  >
                    View Details
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        ))}
      <Modal
        opened={details !== null}
        onClose={() => {
          setDetails(null);
        }}
        title={details ? `${details.name} (${String(details.head_count)} staff)` : ''}
      >
        {details && <DepartmentDetails department={details} />}
      </Modal>
    </Stack>
  );
}
