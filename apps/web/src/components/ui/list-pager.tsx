import { Button, Group, Text } from '@mantine/core';

/** How many pages a list of `total` rows fills, at least one. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/**
 * 'Page X of Y', or nothing when everything fits on one page (spec 2.15). A page past the end
 * (its last rows were just deleted) still gets the pager, so there is a way back.
 */
export const pageLabel = (page: number, pages: number): string | null =>
  pages > 1 || page > 1 ? `Page ${String(page)} of ${String(pages)}` : null;

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
