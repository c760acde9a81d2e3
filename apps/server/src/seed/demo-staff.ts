import type { PermissionId } from '@wildfire/shared';

/**
 * The group-edit sample groups of admin-back-office.md 6.3 (in this order, so their ids are
 * 1 to 4 on a fresh database), who belongs to them, and direct grants.
 */
export const DEMO_GROUPS: Array<{
  name: string;
  description: string;
  permissions: PermissionId[];
  members: string[];
}> = [
  {
    name: 'System Administrators',
    description: 'Run the platform: users, groups, permissions, system settings and logs.',
    permissions: [
      'view_dashboard',
      'export_analytics',
      'view_embers_hq',
      'view_properties',
      'view_panels',
      'manage_panels',
      'panel_diagnostics',
      'view_alerts',
      'view_users',
      'create_users',
      'edit_users',
      'delete_users',
      'manage_user_groups',
      'assign_permissions',
      'view_statistics',
      'system_configuration',
      'view_system_logs',
      'backup_restore',
      'security_management',
    ],
    members: ['admin@demo.test', 'dev@demo.test'],
  },
  {
    name: 'Field Operations',
    description: 'Install, service and diagnose panels in the field.',
    permissions: [
      'view_dashboard',
      'view_embers_hq',
      'view_properties',
      'edit_properties',
      'view_panels',
      'manage_panels',
      'panel_diagnostics',
      'view_alerts',
      'acknowledge_alerts',
      'view_projects',
      'view_partners',
    ],
    members: ['ops@demo.test'],
  },
  {
    name: 'Customer Support',
    description: 'Help customers: support tickets, their properties, panels and alerts.',
    permissions: [
      'view_dashboard',
      'view_embers_hq',
      'view_properties',
      'view_panels',
      'view_alerts',
      'acknowledge_alerts',
      'view_support_tickets',
      'create_support_tickets',
      'edit_support_tickets',
      'assign_support_tickets',
      'close_support_tickets',
    ],
    members: ['support@demo.test'],
  },
  {
    name: 'Project Managers',
    description: 'Plan and deliver installation projects with partners.',
    permissions: [
      'view_dashboard',
      'view_embers_hq',
      'view_properties',
      'view_projects',
      'create_projects',
      'edit_projects',
      'assign_project_resources',
      'view_partners',
      'view_support_tickets',
      'view_statistics',
      'generate_reports',
    ],
    members: ['pm@demo.test'],
  },
];

/** Permissions granted to one person outside any group. */
export const DEMO_DIRECT_PERMISSIONS: Record<string, PermissionId[]> = {
  'accounts@demo.test': [
    'view_dashboard',
    'view_properties',
    'view_projects',
    'view_subscriptions',
    'view_payments',
    'view_users',
    // Sees staff records and HR documents, not salaries or personal data (no hr_permissions).
    'view_hr_data',
  ],
};

/**
 * The authenticator secret every demo staff account that must use two-factor sign-in is enrolled
 * with (README, demo accounts): SHA-1, 6 digits, 30 s, so tests and demo visitors can sign in.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** Demo staff enrolled with DEMO_TOTP_SECRET at seeding (decision 012). */
export const DEMO_TOTP_ENROLLED = [
  'admin@demo.test',
  'support@demo.test',
  'ops@demo.test',
  'pm@demo.test',
  'dev@demo.test',
];
