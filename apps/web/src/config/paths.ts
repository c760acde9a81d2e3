/**
 * Every route of the customer portal and the staff back-office, in one place:
 * the router reads `path`, links call `getHref()` so a renamed route cannot leave a dead link.
 */

type Id = string | number;

const segment = (id: Id) => encodeURIComponent(String(id));

const route = (path: string) => ({ path, getHref: () => path }) as const;

export const paths = {
  home: route('/'),
  login: route('/login'),
  properties: route('/properties'),
  structureDefense: route('/structure-defense'),
  perimeterDefense: route('/perimeter-defense'),
  manageUsers: route('/manage-users'),
  accountManageUsers: route('/account/manage-users'),
  alerts: route('/alerts'),
  settings: route('/settings'),
  pumps: route('/pumps'),
  valves: route('/valves'),
  diagnostics: route('/diagnostics'),
  account: route('/account'),
  inbox: route('/inbox'),
  subscription: route('/subscription'),
  paymentHistory: route('/payment-history'),
  help: route('/help'),
  terms: route('/terms'),
  privacy: route('/privacy'),
  support: route('/support'),
  resetPassword: {
    path: '/reset-password',
    getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  // The two links of an email change (decision 054).
  confirmEmail: {
    path: '/confirm-email',
    getHref: (token: string) => `/confirm-email?token=${encodeURIComponent(token)}`,
  },
  undoEmailChange: {
    path: '/undo-email-change',
    getHref: (token: string) => `/undo-email-change?token=${encodeURIComponent(token)}`,
  },
  acceptInvitation: {
    path: '/invitations/accept',
    getHref: (token: string) => `/invitations/accept?token=${encodeURIComponent(token)}`,
  },

  admin: {
    map: route('/admin'),
    connectivity: route('/admin/connectivity'),
    alerts: route('/admin/alerts'),
    onCall: route('/admin/on-call'),
    hq: route('/admin/embers-hq'),
    fireResources: route('/admin/fire-resources'),
    customerSupport: route('/admin/customer-support'),
    support: route('/admin/support'),
    supportTicket: {
      path: '/admin/support/:ticketId',
      getHref: (ticketId: Id) => `/admin/support/${segment(ticketId)}`,
    },
    users: route('/admin/users'),
    inviteUser: route('/admin/users/invite'),
    user: {
      path: '/admin/users/:userId',
      getHref: (userId: Id) => `/admin/users/${segment(userId)}`,
    },
    userProperties: {
      path: '/admin/users/:userId/properties',
      getHref: (userId: Id) => `/admin/users/${segment(userId)}/properties`,
    },
    userProjects: {
      path: '/admin/users/:userId/projects',
      getHref: (userId: Id) => `/admin/users/${segment(userId)}/projects`,
    },
    userSupport: {
      path: '/admin/users/:userId/support',
      getHref: (userId: Id) => `/admin/users/${segment(userId)}/support`,
    },
    userAlerts: {
      path: '/admin/users/:userId/alerts',
      getHref: (userId: Id) => `/admin/users/${segment(userId)}/alerts`,
    },
    userLoginHistory: {
      path: '/admin/users/:userId/login-history',
      getHref: (userId: Id) => `/admin/users/${segment(userId)}/login-history`,
    },
    userActivity: {
      path: '/admin/users/:userId/activity',
      getHref: (userId: Id) => `/admin/users/${segment(userId)}/activity`,
    },
    groupPermissions: {
      path: '/admin/group-permissions/:groupId',
      getHref: (groupId: Id) => `/admin/group-permissions/${segment(groupId)}`,
    },
    createGroup: route('/admin/groups/create'),
    panel: {
      path: '/admin/property/:panelId',
      getHref: (panelId: Id) => `/admin/property/${segment(panelId)}`,
    },
    panelFiles: {
      path: '/admin/property/:panelId/files',
      getHref: (panelId: Id) => `/admin/property/${segment(panelId)}/files`,
    },
    panelNotes: {
      path: '/admin/property/:panelId/notes',
      getHref: (panelId: Id) => `/admin/property/${segment(panelId)}/notes`,
    },
    properties: route('/admin/properties'),
    userLogs: route('/admin/user-logs'),
    servers: route('/admin/servers'),
    serverStatus: route('/admin/server-status'),
    stats: route('/admin/stats'),
    hr: route('/admin/hr'),
    addStaff: route('/admin/hr/add-staff'),
    hrStaff: {
      path: '/admin/hr/staff/:staffId',
      getHref: (staffId: Id) => `/admin/hr/staff/${segment(staffId)}`,
    },
    hrStaffEdit: {
      path: '/admin/hr/staff/:staffId/edit',
      getHref: (staffId: Id) => `/admin/hr/staff/${segment(staffId)}/edit`,
    },
    documents: route('/admin/documents'),
    contractors: route('/admin/contractors'),
    contractor: {
      path: '/admin/contractors/:partnerId',
      getHref: (partnerId: Id) => `/admin/contractors/${segment(partnerId)}`,
    },
    contractorProjects: {
      path: '/admin/contractors/:partnerId/projects',
      getHref: (partnerId: Id) => `/admin/contractors/${segment(partnerId)}/projects`,
    },
    contractorMessages: {
      path: '/admin/contractors/:partnerId/messages',
      getHref: (partnerId: Id) => `/admin/contractors/${segment(partnerId)}/messages`,
    },
    projects: route('/admin/projects'),
    project: {
      path: '/admin/projects/:projectId',
      getHref: (projectId: Id) => `/admin/projects/${segment(projectId)}`,
    },
    documentation: route('/admin/documentation'),
    projectsGuide: route('/admin/projects-guide'),
    cms: route('/admin/cms'),
    digiStatus: {
      path: '/admin/digi-status/:panelId',
      getHref: (panelId: Id) => `/admin/digi-status/${segment(panelId)}`,
    },
    mqttLog: {
      path: '/admin/mqtt-log/:panelId',
      getHref: (panelId: Id) => `/admin/mqtt-log/${segment(panelId)}`,
    },
    partnerMarketingGuide: route('/admin/partner-marketing-guide'),
    subscriptions: route('/admin/subscriptions'),
    payments: route('/admin/payments'),
  },
} as const;
