import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { QueryErrorAlert } from '../../../components/ui/query-error-alert';
import type { Page } from '../api/types';

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

export function LoadingState() {
  return (
    <Stack align="center" py="xl" role="status" aria-live="polite">
      <Loader aria-label="Loading" />
    </Stack>
  );
}

/** A server-paged list: loading, error with Retry, its empty text, the rows and the pager. */
export function PagedList<T, P extends Page<T>>({
  query,
  errorTitle,
  emptyText,
  pagerLabel,
  onPage,
  children,
}: {
  query: UseQueryResult<P>;
  errorTitle: string;
  emptyText: ReactNode;
  pagerLabel: string;
  onPage: (page: number) => void;
  children: (items: T[], data: P) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  return (
    <Stack gap="sm">
      {data.items.length === 0 ? <Text c="dimmed">{emptyText}</Text> : children(data.items, data)}
      <Pager
        page={data.page}
        total={data.total}
        pageSize={data.page_size}
        onPage={onPage}
        label={pagerLabel}
      />
    </Stack>
  );
}
