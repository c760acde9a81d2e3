import { Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type PermissionId } from '@wildfire/shared';

import { PermissionChecklist } from './permission-checklist';

/** A group as its form holds it. */
export interface Draft extends Record<string, unknown> {
  name: string;
  description: string;
  permissions: PermissionId[];
}

interface GroupFieldsProps {
  form: UseFormReturnType<Draft>;
  editable: boolean;
  canAssign: boolean;
  saving: boolean;
}

/** Name, description and the permission checklist; read-only for those who may not edit. */
export function GroupFields({ form, editable, canAssign, saving }: GroupFieldsProps) {
  const draft = form.values;
  return (
    <>
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <TextInput
            label="Group Name"
            withAsterisk={editable}
            readOnly={!editable}
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            withAsterisk={editable}
            readOnly={!editable}
            rows={2}
            {...form.getInputProps('description')}
          />
        </Stack>
      </Card>
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h3">
              Permissions
            </Title>
            <Text size="sm">{`${String(draft.permissions.length)} selected`}</Text>
          </Group>
          <PermissionChecklist
            selected={draft.permissions}
            onChange={
              editable && canAssign
                ? (permissions) => {
                    form.setFieldValue('permissions', permissions);
                  }
                : undefined
            }
            disabled={saving}
          />
        </Stack>
      </Card>
    </>
  );
}
