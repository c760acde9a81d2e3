import {
  createBrowserRouter,
  type DataRouter,
  Navigate,
  RouterProvider,
  type RouteObject,
} from 'react-router';

import { PublicLayout } from '../components/layout/public-layout';
import { adminMapQuery } from '../features/admin-map/api/get-admin-map';
import { RouteError } from '../components/layout/route-error';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { RedirectIfSignedIn, RequireSignIn } from '../lib/auth/route-guards';
import type { AdminRouteHandle } from './routes/admin/layout';
import type { PrefetchHandle } from './screen-prefetch';

// Every screen is its own lazily loaded module, so the login page ships without them
// and the back-office code only reaches staff who open it.

const customerScreens: RouteObject[] = [
  { path: paths.home.path, lazy: () => import('./routes/dashboard') },
  { path: paths.properties.path, lazy: () => import('./routes/properties') },
  { path: paths.structureDefense.path, lazy: () => import('./routes/structure-defense') },
  { path: paths.perimeterDefense.path, lazy: () => import('./routes/perimeter-defense') },
  { path: paths.manageUsers.path, lazy: () => import('./routes/manage-users') },
  { path: paths.accountManageUsers.path, lazy: () => import('./routes/account-manage-users') },
  { path: paths.alerts.path, lazy: () => import('./routes/alerts') },
  { path: paths.settings.path, lazy: () => import('./routes/settings') },
  { path: paths.pumps.path, lazy: () => import('./routes/pumps') },
  { path: paths.valves.path, lazy: () => import('./routes/valves') },
  { path: paths.diagnostics.path, lazy: () => import('./routes/diagnostics') },
  { path: paths.account.path, lazy: () => import('./routes/account') },
  { path: paths.inbox.path, lazy: () => import('./routes/inbox') },
  { path: paths.subscription.path, lazy: () => import('./routes/subscription') },
  { path: paths.paymentHistory.path, lazy: () => import('./routes/payment-history') },
  { path: paths.help.path, lazy: () => import('./routes/help') },
  { path: paths.support.path, lazy: () => import('./routes/support') },
];

/** Each admin route names its screen; the admin layout opens it only with that screen's permission. */
const screen = (
  adminScreen: AdminRouteHandle['adminScreen'],
  opensWith?: PrefetchHandle['opensWith'],
): AdminRouteHandle & PrefetchHandle => ({ adminScreen, opensWith });

const adminScreens: RouteObject[] = [
  {
    path: paths.admin.map.path,
    // 10,000 panels take a while to arrive: asked for while the map's code loads.
    handle: screen('map', (client) => client.prefetchQuery(adminMapQuery())),
    lazy: () => import('./routes/admin/map'),
  },
  {
    path: paths.admin.connectivity.path,
    handle: screen('connectivity'),
    lazy: () => import('./routes/admin/connectivity'),
  },
  {
    path: paths.admin.alerts.path,
    handle: screen('alerts'),
    lazy: () => import('./routes/admin/alerts'),
  },
  {
    path: paths.admin.onCall.path,
    handle: screen('onCall'),
    lazy: () => import('./routes/admin/on-call'),
  },
  {
    path: paths.admin.hq.path,
    handle: screen('hq'),
    lazy: () => import('./routes/admin/hq'),
  },
  {
    path: paths.admin.fireResources.path,
    handle: screen('fireResources'),
    lazy: () => import('./routes/admin/fire-resources'),
  },
  {
    path: paths.admin.customerSupport.path,
    handle: screen('customerSupport'),
    lazy: () => import('./routes/admin/customer-support'),
  },
  {
    path: paths.admin.support.path,
    handle: screen('support'),
    lazy: () => import('./routes/admin/support'),
  },
  {
    path: paths.admin.supportTicket.path,
    handle: screen('supportTicket'),
    lazy: () => import('./routes/admin/support-ticket'),
  },
  {
    path: paths.admin.users.path,
    handle: screen('users'),
    lazy: () => import('./routes/admin/users'),
  },
  {
    path: paths.admin.inviteUser.path,
    handle: screen('inviteUser'),
    lazy: () => import('./routes/admin/invite-user'),
  },
  {
    path: paths.admin.user.path,
    handle: screen('user'),
    lazy: () => import('./routes/admin/user'),
  },
  {
    path: paths.admin.userProperties.path,
    handle: screen('userProperties'),
    lazy: () => import('./routes/admin/user-properties'),
  },
  {
    path: paths.admin.userProjects.path,
    handle: screen('userProjects'),
    lazy: () => import('./routes/admin/user-projects'),
  },
  {
    path: paths.admin.userSupport.path,
    handle: screen('userSupport'),
    lazy: () => import('./routes/admin/user-support'),
  },
  {
    path: paths.admin.userAlerts.path,
    handle: screen('userAlerts'),
    lazy: () => import('./routes/admin/user-alerts'),
  },
  {
    path: paths.admin.userLoginHistory.path,
    handle: screen('userLoginHistory'),
    lazy: () => import('./routes/admin/user-login-history'),
  },
  {
    path: paths.admin.userActivity.path,
    handle: screen('userActivity'),
    lazy: () => import('./routes/admin/user-activity'),
  },
  {
    path: paths.admin.groupPermissions.path,
    handle: screen('groupPermissions'),
    lazy: () => import('./routes/admin/group-permissions'),
  },
  {
    path: paths.admin.createGroup.path,
    handle: screen('createGroup'),
    lazy: () => import('./routes/admin/create-group'),
  },
  {
    path: paths.admin.panel.path,
    handle: screen('panel'),
    lazy: () => import('./routes/admin/panel'),
  },
  {
    path: paths.admin.panelFiles.path,
    handle: screen('panelFiles'),
    lazy: () => import('./routes/admin/panel-files'),
  },
  {
    path: paths.admin.panelNotes.path,
    handle: screen('panelNotes'),
    lazy: () => import('./routes/admin/panel-notes'),
  },
  {
    path: paths.admin.properties.path,
    handle: screen('properties'),
    lazy: () => import('./routes/admin/properties'),
  },
  {
    path: paths.admin.userLogs.path,
    handle: screen('userLogs'),
    lazy: () => import('./routes/admin/user-logs'),
  },
  {
    path: paths.admin.servers.path,
    handle: screen('servers'),
    lazy: () => import('./routes/admin/servers'),
  },
  {
    path: paths.admin.serverStatus.path,
    handle: screen('serverStatus'),
    lazy: () => import('./routes/admin/server-status'),
  },
  {
    path: paths.admin.stats.path,
    handle: screen('stats'),
    lazy: () => import('./routes/admin/stats'),
  },
  {
    path: paths.admin.hr.path,
    handle: screen('hr'),
    lazy: () => import('./routes/admin/hr'),
  },
  {
    path: paths.admin.addStaff.path,
    handle: screen('addStaff'),
    lazy: () => import('./routes/admin/add-staff'),
  },
  {
    path: paths.admin.hrStaff.path,
    handle: screen('hrStaff'),
    lazy: () => import('./routes/admin/hr-staff'),
  },
  {
    path: paths.admin.hrStaffEdit.path,
    handle: screen('hrStaffEdit'),
    lazy: () => import('./routes/admin/hr-staff-edit'),
  },
  {
    path: paths.admin.documents.path,
    handle: screen('documents'),
    lazy: () => import('./routes/admin/documents'),
  },
  {
    path: paths.admin.contractors.path,
    handle: screen('contractors'),
    lazy: () => import('./routes/admin/contractors'),
  },
  {
    path: paths.admin.contractor.path,
    handle: screen('contractor'),
    lazy: () => import('./routes/admin/contractor'),
  },
  {
    path: paths.admin.contractorProjects.path,
    handle: screen('contractorProjects'),
    lazy: () => import('./routes/admin/contractor-projects'),
  },
  {
    path: paths.admin.contractorMessages.path,
    handle: screen('contractorMessages'),
    lazy: () => import('./routes/admin/contractor-messages'),
  },
  {
    path: paths.admin.projects.path,
    handle: screen('projects'),
    lazy: () => import('./routes/admin/projects'),
  },
  {
    path: paths.admin.project.path,
    handle: screen('project'),
    lazy: () => import('./routes/admin/project'),
  },
  {
    path: paths.admin.documentation.path,
    handle: screen('documentation'),
    lazy: () => import('./routes/admin/documentation'),
  },
  {
    path: paths.admin.projectsGuide.path,
    handle: screen('projectsGuide'),
    lazy: () => import('./routes/admin/projects-guide'),
  },
  {
    path: paths.admin.cms.path,
    handle: screen('cms'),
    lazy: () => import('./routes/admin/cms'),
  },
  {
    path: paths.admin.digiStatus.path,
    handle: screen('digiStatus'),
    lazy: () => import('./routes/admin/digi-status'),
  },
  {
    path: paths.admin.mqttLog.path,
    handle: screen('mqttLog'),
    lazy: () => import('./routes/admin/mqtt-log'),
  },
  {
    path: paths.admin.partnerMarketingGuide.path,
    handle: screen('partnerMarketingGuide'),
    lazy: () => import('./routes/admin/partner-marketing-guide'),
  },
  {
    path: paths.admin.subscriptions.path,
    handle: screen('subscriptions'),
    lazy: () => import('./routes/admin/subscriptions'),
  },
  {
    path: paths.admin.payments.path,
    handle: screen('payments'),
    lazy: () => import('./routes/admin/payments'),
  },
];

const publicScreens: RouteObject[] = [
  { path: paths.terms.path, lazy: () => import('./routes/terms') },
  { path: paths.privacy.path, lazy: () => import('./routes/privacy') },
  // The emailed invitation link; shown whether or not someone is signed in on this browser.
  { path: paths.acceptInvitation.path, lazy: () => import('./routes/accept-invitation') },
  // The emailed password reset link (decision 012).
  { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
  // The emailed links of an email change: confirm the new address, or undo (decision 054).
  { path: paths.confirmEmail.path, lazy: () => import('./routes/confirm-email') },
  { path: paths.undoEmailChange.path, lazy: () => import('./routes/undo-email-change') },
];

export function createAppRoutes(): RouteObject[] {
  return [
    {
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        {
          Component: RedirectIfSignedIn,
          children: [{ path: paths.login.path, lazy: () => import('./routes/login') }],
        },
        // Terms and privacy are linked from the login page and the invitation link comes by email,
        // so they must open without signing in.
        { Component: PublicLayout, children: publicScreens },
        {
          Component: RequireSignIn,
          children: [
            {
              lazy: () => import('./routes/app-shell'),
              children: [
                ...customerScreens,
                // The back-office wrapper and its permission guard, loaded only on /admin routes.
                { lazy: () => import('./routes/admin/layout'), children: adminScreens },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
      ],
    },
  ];
}

/**
 * The browser's router. Creating it starts loading the code of the screens on the current path,
 * so main.tsx creates it before React's first render rather than during it.
 */
export const createAppRouter = (routes: RouteObject[] = createAppRoutes()): DataRouter =>
  createBrowserRouter(routes);

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
