import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';

import { PublicLayout } from '../components/layout/public-layout';
import { RouteError } from '../components/layout/route-error';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { RedirectIfSignedIn, RequireSignIn } from '../lib/auth/route-guards';

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

const adminScreens: RouteObject[] = [
  { path: paths.admin.map.path, lazy: () => import('./routes/admin/map') },
  { path: paths.admin.connectivity.path, lazy: () => import('./routes/admin/connectivity') },
  { path: paths.admin.alerts.path, lazy: () => import('./routes/admin/alerts') },
  { path: paths.admin.hq.path, lazy: () => import('./routes/admin/hq') },
  { path: paths.admin.fireResources.path, lazy: () => import('./routes/admin/fire-resources') },
  { path: paths.admin.customerSupport.path, lazy: () => import('./routes/admin/customer-support') },
  { path: paths.admin.support.path, lazy: () => import('./routes/admin/support') },
  { path: paths.admin.supportTicket.path, lazy: () => import('./routes/admin/support-ticket') },
  { path: paths.admin.users.path, lazy: () => import('./routes/admin/users') },
  { path: paths.admin.inviteUser.path, lazy: () => import('./routes/admin/invite-user') },
  { path: paths.admin.user.path, lazy: () => import('./routes/admin/user') },
  { path: paths.admin.userProperties.path, lazy: () => import('./routes/admin/user-properties') },
  { path: paths.admin.userProjects.path, lazy: () => import('./routes/admin/user-projects') },
  { path: paths.admin.userSupport.path, lazy: () => import('./routes/admin/user-support') },
  { path: paths.admin.userAlerts.path, lazy: () => import('./routes/admin/user-alerts') },
  {
    path: paths.admin.userLoginHistory.path,
    lazy: () => import('./routes/admin/user-login-history'),
  },
  { path: paths.admin.userActivity.path, lazy: () => import('./routes/admin/user-activity') },
  {
    path: paths.admin.groupPermissions.path,
    lazy: () => import('./routes/admin/group-permissions'),
  },
  { path: paths.admin.createGroup.path, lazy: () => import('./routes/admin/create-group') },
  { path: paths.admin.panel.path, lazy: () => import('./routes/admin/panel') },
  { path: paths.admin.panelFiles.path, lazy: () => import('./routes/admin/panel-files') },
  { path: paths.admin.panelNotes.path, lazy: () => import('./routes/admin/panel-notes') },
  { path: paths.admin.properties.path, lazy: () => import('./routes/admin/properties') },
  { path: paths.admin.userLogs.path, lazy: () => import('./routes/admin/user-logs') },
  { path: paths.admin.servers.path, lazy: () => import('./routes/admin/servers') },
  { path: paths.admin.serverStatus.path, lazy: () => import('./routes/admin/server-status') },
  { path: paths.admin.stats.path, lazy: () => import('./routes/admin/stats') },
  { path: paths.admin.hr.path, lazy: () => import('./routes/admin/hr') },
  { path: paths.admin.addStaff.path, lazy: () => import('./routes/admin/add-staff') },
  { path: paths.admin.documents.path, lazy: () => import('./routes/admin/documents') },
  { path: paths.admin.contractors.path, lazy: () => import('./routes/admin/contractors') },
  { path: paths.admin.projects.path, lazy: () => import('./routes/admin/projects') },
  { path: paths.admin.project.path, lazy: () => import('./routes/admin/project') },
  { path: paths.admin.documentation.path, lazy: () => import('./routes/admin/documentation') },
  { path: paths.admin.projectsGuide.path, lazy: () => import('./routes/admin/projects-guide') },
  { path: paths.admin.cms.path, lazy: () => import('./routes/admin/cms') },
  { path: paths.admin.digiStatus.path, lazy: () => import('./routes/admin/digi-status') },
  { path: paths.admin.mqttLog.path, lazy: () => import('./routes/admin/mqtt-log') },
  {
    path: paths.admin.partnerMarketingGuide.path,
    lazy: () => import('./routes/admin/partner-marketing-guide'),
  },
  { path: paths.admin.subscriptions.path, lazy: () => import('./routes/admin/subscriptions') },
  { path: paths.admin.payments.path, lazy: () => import('./routes/admin/payments') },
];

const publicScreens: RouteObject[] = [
  { path: paths.terms.path, lazy: () => import('./routes/terms') },
  { path: paths.privacy.path, lazy: () => import('./routes/privacy') },
  // The emailed invitation link; shown whether or not someone is signed in on this browser.
  { path: paths.acceptInvitation.path, lazy: () => import('./routes/accept-invitation') },
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
              children: [...customerScreens, ...adminScreens],
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
      ],
    },
  ];
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return <RouterProvider router={router} />;
}
