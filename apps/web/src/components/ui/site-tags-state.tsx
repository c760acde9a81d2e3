import { Center, Loader } from '@mantine/core';
import { MESSAGES } from '@wildfire/shared';
import type { ReactNode } from 'react';

import { ApiError } from '@/lib/api-client';
import { useOfflineCopy } from '@/lib/offline-copy';
import { usePanelState } from '@/lib/panel-state';
import { useNow } from '@/lib/use-now';
import type { useSiteTags } from '@/lib/site-data';
import { LastKnownAge, LastKnownValues } from './last-known';
import { OfflineCopyBanner } from './offline-copy-banner';
import { PanelOfflineBanner } from './panel-offline-banner';
import { QueryErrorAlert } from './query-error-alert';

interface SiteTagsStateProps {
  siteId: string;
  tags: ReturnType<typeof useSiteTags>;
  /**
   * What the person acts with (the emergency controls): right under the offline banner, not
   * greyed with the last known values, as it shows the panel's state on its own.
   */
  controls?: ReactNode;
  children: ReactNode;
}

const newestOf = (tags: ReadonlyArray<{ timestamp: number }>) =>
  tags.reduce<number | null>(
    (newest, t) => (newest === null || t.timestamp > newest ? t.timestamp : newest),
    null,
  );

// The spec's text for a 401 on the tags call (section 8).
const messageFor = (error: unknown) =>
  error instanceof ApiError && error.status === 401 ? MESSAGES.authenticationRequired : undefined;

/**
 * Loading and failure around a screen built from the panel's tags. A failed refresh keeps the
 * last good values on screen (the spec aborts the refresh, it does not blank the screen). An
 * offline panel's screen says so first, and shows its values as last known.
 */
export function SiteTagsState({ siteId, tags, controls, children }: SiteTagsStateProps) {
  const { state, now } = usePanelState(siteId);
  const offlineCopyAt = useOfflineCopy();
  const clock = useNow();
  const retry = () => void tags.refetch();
  if (tags.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader role="status" aria-label="Loading the panel data" />
      </Center>
    );
  }
  if (tags.isError && tags.data === undefined) {
    return (
      <QueryErrorAlert
        title="Could not load the panel data"
        error={tags.error}
        message={messageFor(tags.error)}
        onRetry={retry}
        retrying={tags.isFetching}
      />
    );
  }
  return (
    <>
      {tags.isError && (
        <QueryErrorAlert
          severity="warning"
          title="Could not refresh the panel data; showing the last values received"
          error={tags.error}
          message={messageFor(tags.error)}
          onRetry={retry}
          retrying={tags.isFetching}
        />
      )}
      {offlineCopyAt !== null ? (
        // No connection here: what the device kept, with its age, greyed as last known.
        <>
          <OfflineCopyBanner at={offlineCopyAt} now={clock} />
          <LastKnownValues now={clock}>
            <LastKnownAge at={newestOf(tags.tags)} />
            {controls}
            {children}
          </LastKnownValues>
        </>
      ) : state?.connection.state === 'offline' ? (
        <>
          <PanelOfflineBanner connection={state.connection} now={now} />
          {controls}
          <LastKnownValues now={now}>
            <LastKnownAge at={newestOf(tags.tags)} />
            {children}
          </LastKnownValues>
        </>
      ) : (
        <>
          {controls}
          {children}
        </>
      )}
    </>
  );
}
