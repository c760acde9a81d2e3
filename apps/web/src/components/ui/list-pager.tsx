import { Button, Group, Text } from '@mantine/core';

/** Previous / Next and 'Page X of Y' under a server-paged list; nothing when all fits on one page. */
export function ListPager({
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
  /** Names the navigation for screen readers, e.g. 'Invoice pages'. */
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
