import { Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { QueryErrorAlert } from '../../../components/ui/query-error-alert';
import type { Page } from '../api/types';
import { Pager } from './pager';

interface PagedResultsProps<T> {
  query: UseQueryResult<Page<T>>;
  /** What failed, for the error alert: "The users could not be loaded". */
  errorTitle: string;
  /** The spec's empty text of this list. */
  emptyText: string;
  pagerLabel: string;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}

/** A server-paged list: loading, error with Retry, its empty text, the rows and the pager. */
export function PagedResults<T>({
  query,
  errorTitle,
  emptyText,
  pagerLabel,
  onPage,
  children,
}: PagedResultsProps<T>) {
  if (query.isPending) {
    return (
      <Stack align="center" py="xl" role="status" aria-live="polite">
        <Loader aria-label="Loading" />
      </Stack>
    );
  }
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
  const { items, total, page, page_size: pageSize } = query.data;
  return (
    <Stack gap="sm">
      {items.length === 0 ? <Text c="dimmed">{emptyText}</Text> : children(items)}
      <Pager page={page} total={total} pageSize={pageSize} onPage={onPage} label={pagerLabel} />
    </Stack>
  );
}
