import { Anchor, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { LoadingState } from '@/components/ui/paged-list';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { PanelNotFound } from './panel-not-found';

interface AboutAPanel {
  panel: { panel_id: number; property_name: string };
}

/**
 * A page about one panel (its gateway status, its MQTT log): loading, Panel not found for an
 * unknown panel, the error with Retry; once loaded, a link back to the panel above the content.
 */
export function PanelPage<Data extends AboutAPanel>({
  panelId,
  query,
  errorTitle,
  children,
}: {
  panelId: string;
  query: UseQueryResult<Data>;
  errorTitle: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <PanelNotFound panelId={panelId} />;
    }
    return (
      <QueryErrorAlert
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { panel } = query.data;
  return (
    <Stack gap="md">
      <Text>
        <Anchor component={Link} to={paths.admin.panel.getHref(panel.panel_id)}>
          {`Panel ${String(panel.panel_id)} · ${panel.property_name}`}
        </Anchor>
      </Text>
      {children(query.data)}
    </Stack>
  );
}
