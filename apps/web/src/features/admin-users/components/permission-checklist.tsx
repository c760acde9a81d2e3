import { Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { permissionsByCategory, type PermissionId } from '@wildfire/shared';

const CATALOGUE = permissionsByCategory();

interface PermissionChecklistProps {
  selected: readonly PermissionId[];
  /** Absent: read-only (the boxes show what is held and cannot change). */
  onChange?: (next: PermissionId[]) => void;
  /** Shown as checked and locked: held through a group, not granted here. */
  inherited?: readonly PermissionId[];
  disabled?: boolean;
}

/**
 * The permission catalogue by category (spec 6.2), each category with Select All. Read-only unless
 * the caller passes `onChange` (spec 2.9: the checklist is read-only unless editing).
 */
export function PermissionChecklist({
  selected,
  onChange,
  inherited = [],
  disabled = false,
}: PermissionChecklistProps) {
  const readOnly = onChange === undefined || disabled;
  const held = new Set<PermissionId>(selected);
  const fromGroups = new Set<PermissionId>(inherited);

  const setMany = (ids: readonly PermissionId[], on: boolean) => {
    if (!onChange) return;
    const next = new Set(held);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(CATALOGUE.flatMap((c) => c.permissions.map((p) => p.id)).filter((id) => next.has(id)));
  };

  return (
    <Stack gap="sm">
      {CATALOGUE.map(({ category, permissions }) => {
        const ids = permissions.map((p) => p.id);
        const count = ids.filter((id) => held.has(id) || fromGroups.has(id)).length;
        const all = ids.every((id) => held.has(id));
        const some = ids.some((id) => held.has(id));
        return (
          <Fieldset
            key={category}
            legend={
              <Text component="span" fw={600} size="sm">
                {category} ({count}/{ids.length})
              </Text>
            }
            variant="filled"
          >
            <Stack gap="xs">
              {!readOnly && (
                <Group>
                  <Checkbox
                    label="Select All"
                    aria-label={`Select All: ${category}`}
                    checked={all}
                    indeterminate={some && !all}
                    onChange={(event) => {
                      setMany(ids, event.currentTarget.checked);
                    }}
                  />
                </Group>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
                {permissions.map((permission) => {
                  const viaGroup = !held.has(permission.id) && fromGroups.has(permission.id);
                  return (
                    <Checkbox
                      key={permission.id}
                      label={permission.name}
                      description={
                        viaGroup
                          ? `${permission.description} (through a group)`
                          : permission.description
                      }
                      checked={held.has(permission.id) || viaGroup}
                      readOnly={readOnly}
                      disabled={viaGroup || (readOnly && disabled)}
                      aria-readonly={readOnly || undefined}
                      value={permission.id}
                      onChange={(event) => {
                        if (readOnly) return;
                        setMany([permission.id], event.currentTarget.checked);
                      }}
                    />
                  );
                })}
              </SimpleGrid>
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
