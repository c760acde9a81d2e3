import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePanel } from '../api/get-panel';
import type { PanelDetail } from '../api/types';
import { LoadingState } from '@/components/ui/paged-list';
import { PanelNotFound } from './panel-not-found';

/** The property behind a panel ID, for the Files and Notes pages; Property Not Found otherwise. */
export function WithPanelProperty({
  panelId,
  children,
}: {
  panelId: string;
  children: (panel: PanelDetail['panel']) => ReactNode;
}) {
  const query = usePanel(panelId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <PanelNotFound panelId={panelId} />;
    }
    return (
      <QueryErrorAlert
        title="The property could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { panel } = query.data;
  return (
    <>
      <Text>
        <Anchor component={Link} to={paths.admin.panel.getHref(panel.panel_id)}>
          {`Panel ${String(panel.panel_id)} · ${panel.property_name}`}
        </Anchor>
      </Text>
      {children(panel)}
    </>
  );
}
