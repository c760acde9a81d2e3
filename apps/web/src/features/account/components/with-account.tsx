import { Center, Loader, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useAccounts, type CustomerAccount } from '../api/get-accounts';

interface WithAccountProps {
  /** What the page would show, for the message to someone without an account. */
  noAccount: string;
  children: (account: CustomerAccount) => ReactNode;
}

/** Account pages work on the person's (first) customer account; some people have none. */
export function WithAccount({ noAccount, children }: WithAccountProps) {
  const query = useAccounts();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading your account" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="Your account could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const account = query.data[0];
  if (!account) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text fw={600} mb={4}>
          No customer account
        </Text>
        <Text size="sm">{noAccount}</Text>
      </Paper>
    );
  }
  return children(account);
}
