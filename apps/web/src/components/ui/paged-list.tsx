import { Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ListPager } from './list-pager';
import { QueryErrorAlert } from './query-error-alert';

/** One page of a server-paged list, as the back-office APIs answer it. */
export interface ServerPage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Stack align="center" py="xl" role="status" aria-live="polite">
      <Loader role="status" aria-label={label} />
    </Stack>
  );
}

/** A server-paged list: loading, error with Retry, its empty text, the rows and the pager. */
export function PagedList<T, P extends ServerPage<T> = ServerPage<T>>({
  query,
  errorTitle,
  emptyText,
  pagerLabel,
  onPage,
  children,
}: {
  // `& ServerPage<T>` lets the row type be inferred from the query when no types are given.
  query: UseQueryResult<P & ServerPage<T>>;
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
      <ListPager
        page={data.page}
        total={data.total}
        pageSize={data.page_size}
        onPage={onPage}
        label={pagerLabel}
      />
    </Stack>
  );
}
