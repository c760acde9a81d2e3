/**
 * The staff permission catalogue (admin-back-office.md section 6.2) and the screens it opens.
 * `docs/permissions.md` explains how user types, groups and direct grants combine.
 */

export const PERMISSION_CATEGORIES = [
  'Maps & Analytics',
  'Properties',
  'Panels & Connectivity',
  'Alerts & Monitoring',
  'Projects',
  'Partners & Contractors',
  'Users & Access',
  'Customer Support',
  'Statistics & Reporting',
  'HR Management',
  'Content Management',
  'Financial Management',
  'System Administration',
] as const;
export type PermissionCategory = (typeof PERMISSION_CATEGORIES)[number];

/** Every permission id listed in 6.2, in spec order (the heading says 51; the lists name 53). */
export const PERMISSION_IDS = [
  // Maps & Analytics
  'view_dashboard',
  'export_analytics',
  'view_embers_hq',
  // Properties
  'view_properties',
  'create_properties',
  'edit_properties',
  'delete_properties',
  'assign_properties',
  // Panels & Connectivity
  'view_panels',
  'manage_panels',
  'panel_diagnostics',
  // Alerts & Monitoring
  'view_alerts',
  'manage_alerts',
  'acknowledge_alerts',
  'alert_escalation',
  // Projects
  'view_projects',
  'create_projects',
  'edit_projects',
  'delete_projects',
  'assign_project_resources',
  // Partners & Contractors
  'view_partners',
  'manage_partners',
  'partner_contracts',
  // Users & Access
  'view_users',
  'create_users',
  'edit_users',
  'delete_users',
  'manage_user_groups',
  'assign_permissions',
  // Customer Support
  'view_support_tickets',
  'create_support_tickets',
  'edit_support_tickets',
  'assign_support_tickets',
  'close_support_tickets',
  // Statistics & Reporting
  'view_statistics',
  'generate_reports',
  'export_statistics',
  // HR Management
  'view_hr_data',
  'manage_hr_data',
  'hr_permissions',
  // Content Management
  'view_cms_content',
  'create_cms_content',
  'edit_cms_content',
  'publish_cms_content',
  'delete_cms_content',
  // Financial Management
  'view_subscriptions',
  'manage_subscriptions',
  'view_payments',
  'process_payments',
  // System Administration
  'system_configuration',
  'view_system_logs',
  'backup_restore',
  'security_management',
] as const;
export type PermissionId = (typeof PERMISSION_IDS)[number];

export interface Permission {
  readonly id: PermissionId;
  readonly name: string;
  readonly category: PermissionCategory;
  readonly description: string;
}

const entry = (
  id: PermissionId,
  name: string,
  category: PermissionCategory,
  description: string,
): Permission => Object.freeze({ id, name, category, description });

/** The catalogue: id, name, category and description, in spec order. */
export const PERMISSIONS: readonly Permission[] = Object.freeze([
  entry(
    'view_dashboard',
    'View Dashboard',
    'Maps & Analytics',
    'See the admin map and fire resources',
  ),
  entry(
    'export_analytics',
    'Export Analytics',
    'Maps & Analytics',
    'Export map and analytics data',
  ),
  entry(
    'view_embers_hq',
    'View Embers HQ',
    'Maps & Analytics',
    'Open the HQ hub, documentation and guides',
  ),
  entry('view_properties', 'View Properties', 'Properties', 'See properties and their details'),
  entry('create_properties', 'Create Properties', 'Properties', 'Add new properties'),
  entry('edit_properties', 'Edit Properties', 'Properties', 'Change property details'),
  entry('delete_properties', 'Delete Properties', 'Properties', 'Remove properties'),
  entry('assign_properties', 'Assign Properties', 'Properties', 'Assign people to properties'),
  entry('view_panels', 'View Panels', 'Panels & Connectivity', 'See panels and their connectivity'),
  entry(
    'manage_panels',
    'Manage Panels',
    'Panels & Connectivity',
    'Change panel settings and run the panel simulator',
  ),
  entry(
    'panel_diagnostics',
    'Panel Diagnostics',
    'Panels & Connectivity',
    'Run diagnostics on panels',
  ),
  entry('view_alerts', 'View Alerts', 'Alerts & Monitoring', 'See alerts sent to customers'),
  entry('manage_alerts', 'Manage Alerts', 'Alerts & Monitoring', 'Create and broadcast alerts'),
  entry('acknowledge_alerts', 'Acknowledge Alerts', 'Alerts & Monitoring', 'Acknowledge alerts'),
  entry('alert_escalation', 'Alert Escalation', 'Alerts & Monitoring', 'Escalate alerts'),
  entry('view_projects', 'View Projects', 'Projects', 'See projects and their details'),
  entry('create_projects', 'Create Projects', 'Projects', 'Start new projects'),
  entry('edit_projects', 'Edit Projects', 'Projects', 'Change projects'),
  entry('delete_projects', 'Delete Projects', 'Projects', 'Remove projects'),
  entry(
    'assign_project_resources',
    'Assign Project Resources',
    'Projects',
    'Assign managers and contractors to projects',
  ),
  entry('view_partners', 'View Partners', 'Partners & Contractors', 'See service partners'),
  entry(
    'manage_partners',
    'Manage Partners',
    'Partners & Contractors',
    'Add and change service partners',
  ),
  entry(
    'partner_contracts',
    'Partner Contracts',
    'Partners & Contractors',
    'Manage partner contracts',
  ),
  entry('view_users', 'View Users', 'Users & Access', 'See users, groups and their permissions'),
  entry('create_users', 'Create Users', 'Users & Access', 'Invite new users'),
  entry('edit_users', 'Edit Users', 'Users & Access', 'Change user details and status'),
  entry('delete_users', 'Delete Users', 'Users & Access', 'Remove users'),
  entry(
    'manage_user_groups',
    'Manage User Groups',
    'Users & Access',
    'Create and edit groups and their members',
  ),
  entry(
    'assign_permissions',
    'Assign Permissions',
    'Users & Access',
    'Grant and revoke permissions',
  ),
  entry('view_support_tickets', 'View Support Tickets', 'Customer Support', 'See support tickets'),
  entry(
    'create_support_tickets',
    'Create Support Tickets',
    'Customer Support',
    'Open support tickets',
  ),
  entry(
    'edit_support_tickets',
    'Edit Support Tickets',
    'Customer Support',
    'Reply to and change support tickets',
  ),
  entry(
    'assign_support_tickets',
    'Assign Support Tickets',
    'Customer Support',
    'Assign support tickets to staff',
  ),
  entry(
    'close_support_tickets',
    'Close Support Tickets',
    'Customer Support',
    'Close support tickets',
  ),
  entry(
    'view_statistics',
    'View Statistics',
    'Statistics & Reporting',
    'See analytics and statistics',
  ),
  entry('generate_reports', 'Generate Reports', 'Statistics & Reporting', 'Generate reports'),
  entry('export_statistics', 'Export Statistics', 'Statistics & Reporting', 'Export statistics'),
  entry('view_hr_data', 'View HR Data', 'HR Management', 'See staff records and HR documents'),
  entry(
    'manage_hr_data',
    'Manage HR Data',
    'HR Management',
    'Add and change staff records and HR documents',
  ),
  entry('hr_permissions', 'HR Permissions', 'HR Management', 'Manage HR access'),
  entry('view_cms_content', 'View CMS Content', 'Content Management', 'See marketing content'),
  entry('create_cms_content', 'Create CMS Content', 'Content Management', 'Write new content'),
  entry('edit_cms_content', 'Edit CMS Content', 'Content Management', 'Change content'),
  entry('publish_cms_content', 'Publish CMS Content', 'Content Management', 'Publish content'),
  entry('delete_cms_content', 'Delete CMS Content', 'Content Management', 'Remove content'),
  entry('view_subscriptions', 'View Subscriptions', 'Financial Management', 'See subscriptions'),
  entry(
    'manage_subscriptions',
    'Manage Subscriptions',
    'Financial Management',
    'Change subscriptions',
  ),
  entry('view_payments', 'View Payments', 'Financial Management', 'See payments'),
  entry('process_payments', 'Process Payments', 'Financial Management', 'Take and refund payments'),
  entry(
    'system_configuration',
    'System Configuration',
    'System Administration',
    'Change system settings',
  ),
  entry(
    'view_system_logs',
    'View System Logs',
    'System Administration',
    'See the activity log, mail log and server status',
  ),
  entry('backup_restore', 'Backup & Restore', 'System Administration', 'Back up and restore data'),
  entry(
    'security_management',
    'Security Management',
    'System Administration',
    'Manage security settings',
  ),
]);

export const isPermissionId = (value: unknown): value is PermissionId =>
  typeof value === 'string' && (PERMISSION_IDS as readonly string[]).includes(value);

/** The catalogue grouped by category, categories in spec order. */
export function permissionsByCategory(): Array<{
  category: PermissionCategory;
  permissions: Permission[];
}> {
  return PERMISSION_CATEGORIES.map((category) => ({
    category,
    permissions: PERMISSIONS.filter((p) => p.category === category),
  }));
}

/** Sort and de-duplicate permission ids into catalogue order. */
export function sortPermissions(ids: Iterable<PermissionId>): PermissionId[] {
  const held = new Set(ids);
  return PERMISSION_IDS.filter((id) => held.has(id));
}

/**
 * The effective permissions of a person: a Superadmin holds every permission; other staff hold
 * their direct grants plus the grants of every group they belong to; customers and partners none.
 */
export function effectivePermissions(input: {
  kind: 'customer' | 'staff' | 'partner';
  userType: string;
  direct: Iterable<PermissionId>;
  groups: Iterable<Iterable<PermissionId>>;
}): PermissionId[] {
  if (input.kind !== 'staff') return [];
  if (input.userType === 'staff_superadmin') return [...PERMISSION_IDS];
  const all = new Set<PermissionId>(input.direct);
  for (const group of input.groups) for (const id of group) all.add(id);
  return sortPermissions(all);
}

/** The permissions in `wanted` that `held` does not include: what the holder may not grant. */
export function permissionsNotHeld(
  held: Iterable<PermissionId>,
  wanted: Iterable<PermissionId>,
): PermissionId[] {
  const have = new Set(held);
  return sortPermissions([...wanted].filter((id) => !have.has(id)));
}

/** The Admin link and menu show to staff who hold at least one view permission. */
export const canOpenBackOffice = (permissions: readonly string[] | null | undefined): boolean =>
  !!permissions?.some((id) => id.startsWith('view_') && isPermissionId(id));

/**
 * The permission needed to open each admin screen, keyed like `paths.admin` in the web app.
 */
export const ADMIN_SCREENS = {
  map: 'view_dashboard',
  connectivity: 'view_panels',
  alerts: 'view_alerts',
  onCall: 'view_alerts',
  hq: 'view_embers_hq',
  fireResources: 'view_dashboard',
  customerSupport: 'view_support_tickets',
  support: 'view_support_tickets',
  supportTicket: 'view_support_tickets',
  users: 'view_users',
  inviteUser: 'create_users',
  user: 'view_users',
  userProperties: 'view_users',
  userProjects: 'view_users',
  userSupport: 'view_users',
  userAlerts: 'view_users',
  userLoginHistory: 'view_users',
  userActivity: 'view_users',
  groupPermissions: 'view_users',
  createGroup: 'manage_user_groups',
  panel: 'view_panels',
  panelFiles: 'view_panels',
  panelNotes: 'view_panels',
  properties: 'view_properties',
  userLogs: 'view_system_logs',
  servers: 'view_system_logs',
  serverStatus: 'view_system_logs',
  stats: 'view_statistics',
  hr: 'view_hr_data',
  addStaff: 'manage_hr_data',
  hrStaff: 'view_hr_data',
  hrStaffEdit: 'manage_hr_data',
  documents: 'view_hr_data',
  contractors: 'view_partners',
  contractor: 'view_partners',
  contractorProjects: 'view_partners',
  contractorMessages: 'view_partners',
  projects: 'view_projects',
  project: 'view_projects',
  documentation: 'view_embers_hq',
  projectsGuide: 'view_embers_hq',
  cms: 'view_cms_content',
  digiStatus: 'view_panels',
  mqttLog: 'view_panels',
  partnerMarketingGuide: 'view_embers_hq',
  subscriptions: 'view_subscriptions',
  payments: 'view_payments',
} as const satisfies Record<string, PermissionId>;
export type AdminScreen = keyof typeof ADMIN_SCREENS;

/** May the holder of `permissions` open `screen`? */
export const canOpenAdminScreen = (
  permissions: readonly string[] | null | undefined,
  screen: AdminScreen,
): boolean => !!permissions?.includes(ADMIN_SCREENS[screen]);

/**
 * The map page's sample group permissions (section 6.3) are not catalogue ids; each one
 * stands for these catalogue permissions.
 */
export const MAP_PAGE_PERMISSION_ALIASES = {
  view_dashboard: ['view_dashboard'],
  manage_users: [
    'view_users',
    'create_users',
    'edit_users',
    'delete_users',
    'manage_user_groups',
    'assign_permissions',
  ],
  manage_properties: [
    'view_properties',
    'create_properties',
    'edit_properties',
    'delete_properties',
    'assign_properties',
  ],
  manage_alerts: ['view_alerts', 'manage_alerts', 'acknowledge_alerts', 'alert_escalation'],
  view_reports: ['view_statistics', 'generate_reports'],
  system_admin: [
    'system_configuration',
    'view_system_logs',
    'backup_restore',
    'security_management',
  ],
  field_access: ['view_panels', 'panel_diagnostics', 'acknowledge_alerts'],
  customer_support: [
    'view_support_tickets',
    'create_support_tickets',
    'edit_support_tickets',
    'close_support_tickets',
  ],
} as const satisfies Record<string, readonly PermissionId[]>;
export type MapPagePermission = keyof typeof MAP_PAGE_PERMISSION_ALIASES;

/** What a back-office invitation invites to (in its email and on the accept page). */
export const STAFF_INVITATION_PLACE = 'the Wildfire Defense team';

/**
 * What lets staff open a customer's dashboard read-only (the panel detail's View Customer
 * Dashboard): they see what the property's Guests see.
 */
export const STAFF_VIEW_PERMISSION: PermissionId = 'view_properties';

/**
 * Whether a permission lets its holder change data: every permission but the `view_` ones.
 * Staff holding any of these must use two-factor sign-in (decision 012).
 */
export const changesData = (permission: PermissionId): boolean => !permission.startsWith('view_');

/**
 * The view permissions that need a second factor all the same: reading the logs of what the
 * product sent people (mail and texts, sign-ins, activity) shows enough to act as them
 * (decision 052).
 */
export const SENSITIVE_VIEW_PERMISSIONS: readonly PermissionId[] = ['view_system_logs'];

/**
 * Whether holding a permission requires two-factor sign-in: any that changes data, and the
 * sensitive view permissions.
 */
export const needsSecondFactor = (permission: PermissionId): boolean =>
  changesData(permission) || SENSITIVE_VIEW_PERMISSIONS.includes(permission);
