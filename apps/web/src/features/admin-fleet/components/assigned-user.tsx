import { Anchor, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useAssignPanel, useStaffUsers } from '../api/assign-panel';
import type { PanelSummary } from '../api/types';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';

const UNASSIGNED = 'unassigned';

/** The panel's assigned staff user; staff with manage_panels and view_users may change it. */
export function AssignedUser({
  panelId,
  assigned,
  canChange,
}: {
  panelId: string;
  assigned: PanelSummary['assigned_user'];
  canChange: boolean;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // The box shows the chosen name as its search text; that is no search for other staff.
  const typed = debounced === (assigned?.name ?? 'Unassigned') ? '' : debounced;
  const staff = useStaffUsers(typed, canChange);
  const assign = useAssignPanel(panelId);

  if (!canChange) {
    return assigned ? (
      <Anchor component={Link} to={paths.admin.user.getHref(assigned.id)} size="sm">
        {assigned.name}
      </Anchor>
    ) : (
      <Text size="sm">Unassigned</Text>
    );
  }

  const options = [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...(assigned ? [{ value: String(assigned.id), label: assigned.name }] : []),
    ...(staff.data?.items ?? [])
      .filter((u) => u.id !== assigned?.id)
      .map((u) => ({ value: String(u.id), label: u.name })),
  ];
  return (
    <Select
      aria-label="Assigned User"
      size="xs"
      searchable
      data={options}
      value={assigned ? String(assigned.id) : UNASSIGNED}
      onSearchChange={setSearch}
      allowDeselect={false}
      disabled={assign.isPending}
      onChange={(value) => {
        if (value === null) return;
        assign.mutate(value === UNASSIGNED ? null : Number(value), {
          onError: (failure) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: 'The panel was not reassigned',
              message: serverMessage(failure),
            });
          },
        });
      }}
      style={{ minWidth: 180 }}
    />
  );
}
