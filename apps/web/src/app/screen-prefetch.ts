import { canOpenAdminScreen, type AdminScreen } from '@wildfire/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';

/**
 * What a route may declare in its `handle` about the data its screen opens with. The admin
 * routes also name their screen, whose permission the prefetch honours like the screen does.
 */
export interface PrefetchHandle {
  adminScreen?: AdminScreen;
  /** Asks for the screen's first data (`queryClient.prefetchQuery`) before its code has loaded. */
  opensWith?: (queryClient: QueryClient) => Promise<void>;
}

/**
 * On a page load, the router shows nothing until the code of every screen on the path has
 * loaded; only then does the screen mount and ask for its data. A screen whose data takes long
 * to arrive (the back-office map's 10,000 panels) names it in its route's handle, and it is
 * asked for here the moment the session check's answer names the user's permissions, if they
 * may open the screen: while the code still loads, before React has drawn anything, and before
 * the answer's schema has loaded (lib/auth/auth-api.ts, decision 035). The screen's own query
 * then finds it under way or already in the cache. Without the permission nothing is asked: the
 * server would refuse it anyway. Without a session nothing is asked either: the app sends the
 * visitor to sign in.
 */
export function prefetchScreenData(
  router: DataRouter,
  queryClient: QueryClient,
  granted: Promise<readonly string[]>,
): void {
  granted.then(
    (permissions) => {
      for (const match of router.state.matches) {
        const handle = match.route.handle as PrefetchHandle | undefined;
        if (!handle?.opensWith) continue;
        if (handle.adminScreen && !canOpenAdminScreen(permissions, handle.adminScreen)) continue;
        // prefetchQuery never rejects: a failure is the screen's to show when it mounts and asks again.
        void handle.opensWith(queryClient);
      }
    },
    () => undefined,
  );
}
