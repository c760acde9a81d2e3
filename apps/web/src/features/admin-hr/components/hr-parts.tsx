import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { isPriorStaffStatus, type StaffStatus } from '@wildfire/shared';

import { StatusBadge } from '@/components/ui/status-badge';

export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Stack align="center" py="xl" role="status" aria-live="polite">
      <Loader role="status" aria-label={label} />
    </Stack>
  );
}

/** Active green, On Leave yellow; prior staff (Terminated, Resigned, Contract Ended) as cancelled. */
export function StaffStatusBadge({ status }: { status: StaffStatus }) {
  if (isPriorStaffStatus(status)) {
    return (
      <Badge
        color="gray"
        variant="outline"
        radius="sm"
        styles={{ label: { color: 'var(--mantine-color-text)', textDecoration: 'line-through' } }}
      >
        {status}
      </Badge>
    );
  }
  return (
    <StatusBadge tone={status === 'Active' ? 'good' : 'caution'} size="sm">
      {status}
    </StatusBadge>
  );
}

/** Previous / Next and 'Page X of Y'; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  label,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <Group component="nav" aria-label={label} gap="sm" justify="flex-end" wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        Previous
      </Button>
      <Text size="sm" aria-live="polite">{`Page ${String(page)} of ${String(pages)}`}</Text>
      <Button
        variant="default"
        size="xs"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        Next
      </Button>
    </Group>
  );
}
