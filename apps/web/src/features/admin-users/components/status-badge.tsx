import { Badge } from '@mantine/core';

import type { UserStatus } from '../api/types';

const COLOURS: Record<UserStatus, string> = { Active: 'green', Inactive: 'gray', Invited: 'blue' };

/** A user's status: Active, Inactive or Invited. */
export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge
      color={COLOURS[status]}
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {status}
    </Badge>
  );
}
