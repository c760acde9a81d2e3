import { REFRESH_ON_VISIBLE_AFTER_MS } from '@wildfire/shared';
import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/** A 4xx will answer the same way again; only network trouble and server errors are worth retrying. */
function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // With this stale time, TanStack Query's refetch on focus is the spec's rule: returning to
        // the tab refreshes data older than 30 s.
        staleTime: REFRESH_ON_VISIBLE_AFTER_MS,
        retry: retryUnlessClientError,
      },
      mutations: { retry: false },
    },
  });
}
