import { Alert } from '@mantine/core';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { ApiError } from '@/lib/api-client';

/** A billing page that failed: no access (403) says so plainly; anything else offers Retry. */
export function BillingError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Alert color="yellow" variant="light" title="Billing is not available to you">
        {error.message} Ask the Account Owner if you need it.
      </Alert>
    );
  }
  return <QueryErrorAlert title={title} error={error} onRetry={onRetry} retrying={retrying} />;
}
