import { Button, Group, Text } from '@mantine/core';

import { pageCount, pageLabel } from '../people-rules';

/** Previous / Next and 'Page X of Y'; nothing at all when everything fits on one page. */
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
  /** Names the pager for screen readers: "Users pages". */
  label: string;
}) {
  const pages = pageCount(total, pageSize);
  const text = pageLabel(page, pages);
  if (text === null) return null;
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
      <Text size="sm" aria-live="polite">
        {text}
      </Text>
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
