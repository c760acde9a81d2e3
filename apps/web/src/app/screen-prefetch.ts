import type { QueryClient } from '@tanstack/react-query';
import { type AdminScreen, canOpenAdminScreen } from '@wildfire/shared';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * What a route may declare in its `handle` about the data its screen opens with. The admin
 * routes also name their screen (app/routes/admin/layout.tsx).
 */
export interface PrefetchHandle {
  /** Asks for the screen's first data (`queryClient.prefetchQuery`) before its code has loaded. */
  opensWith?: (queryClient: QueryClient) => Promise<void>;
}

/**
 * On a page load, the router shows nothing until the code of every screen on the path has
 * loaded; only then does the screen mount and ask for its data. A screen whose data takes long
 * to arrive (the back-office map's 10,000 panels) names it in its route's handle, and main.tsx
 * asks for it here as the page starts, right after the session check and before the router asks
 * for the screen's code (decision 036): its request leaves first on the browser's six
 * connections to the host, and the server works it out while the browser loads and runs the
 * code. Waiting for the session check's answer to say who may open the screen cost 150 to
 * 250 ms, as the main thread was busy running that code. Only a signed-in page asks.
 *
 * A back-office screen's data is asked for only for someone who may open it (issue 36: no
 * request that answers 403): at once when the permissions remembered from this browser's last
 * session allow it, otherwise once the session check has said who is signed in. The screen's
 * own query then finds the answer under way or already in the cache.
 */
export function prefetchScreenData(
  routes: RouteObject[],
  pathname: string,
  queryClient: QueryClient,
  access: {
    remembered: readonly string[] | null;
    user: Promise<{ permissions: readonly string[] }>;
  },
): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as
      (PrefetchHandle & { adminScreen?: AdminScreen }) | undefined;
    const opensWith = handle?.opensWith;
    if (!opensWith) continue;
    const screen = handle.adminScreen;
    // prefetchQuery never rejects: a failure is the screen's to show when it mounts and asks again.
    if (!screen || (access.remembered && canOpenAdminScreen(access.remembered, screen))) {
      void opensWith(queryClient);
      continue;
    }
    access.user.then(
      (user) => {
        if (canOpenAdminScreen(user.permissions, screen)) void opensWith(queryClient);
      },
      () => undefined,
    );
  }
}
