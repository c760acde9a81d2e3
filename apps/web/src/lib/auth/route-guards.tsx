import {
  matchRoutes,
  Navigate,
  Outlet,
  type Location,
  type RouteObject,
  useLocation,
} from 'react-router';

import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useAuth } from './auth-context';

interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where the login page sends the user after signing in: back to the page they were turned away from. */
export function returnTarget(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || from.pathname === paths.login.path) {
    return paths.home.getHref();
  }
  return `${from.pathname}${from.search}${from.hash}`;
}

/** Renders its child routes only for a signed-in user; everyone else goes to the login page. */
export function RequireSignIn() {
  const { state } = useAuth();
  const location = useLocation();

  if (state.status === 'checking') return <PageLoader label="Checking your session" />;
  if (state.status === 'signed-out') {
    // After an explicit logout the next user should start from home, not from the last page.
    const returnState: ReturnState | null =
      state.reason === 'logged-out' ? null : { from: location };
    return <Navigate to={paths.login.getHref()} replace state={returnState} />;
  }
  return <Outlet />;
}

/**
 * Whether the page at `pathname` is behind `RequireSignIn` in these routes. A page load without a
 * stored sign-in then goes to the sign-in page at once (main.tsx), before the page's own code
 * loads only to send the visitor there.
 */
export function needsSignIn(routes: RouteObject[], pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(
    ({ route }) => route.Component === RequireSignIn,
  );
}

/** The login page is for signed-out visitors; a signed-in user goes on to where they were heading. */
export function RedirectIfSignedIn() {
  const { state } = useAuth();
  const location = useLocation();

  if (state.status === 'checking') return <PageLoader label="Checking your session" />;
  if (state.status === 'signed-in') return <Navigate to={returnTarget(location.state)} replace />;
  return <Outlet />;
}
