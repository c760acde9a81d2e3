import type { PropertyRole } from './roles';

/**
 * Projects, deposits and service partners of the back-office (admin-back-office.md sections
 * 2.21-2.23, 4, 6.5 and 9). Statuses, the standard deposit and the waiver authorities live in
 * sales.ts and partners.ts.
 */

/** Section 4: the deposit status derived per project. */
export const DEPOSIT_STATUSES = ['Pending', 'Partial', 'Paid', 'Waived'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The deposit statuses that let a project be Approved ("deposit collected or waived"). */
export const DEPOSIT_SETTLED: readonly DepositStatus[] = ['Paid', 'Waived'];

/** Waivers above this amount need a recent password or code (decision 012). */
export const WAIVER_REAUTHENTICATION_ABOVE_CENTS = 500_000;

/** Section 9: the project page's satellite map. */
export const PROJECT_MAP = { zoom: 18, maxZoom: 20 } as const;

/** Statuses that no longer count as active work (Assigned to Projects, Active Projects). */
export const CLOSED_PROJECT_STATUSES = ['Completed', 'Cancelled'] as const;

/** The project list's status filter buttons, in order (section 2.22). */
export const PROJECT_STATUS_FILTERS = [
  'All',
  'Planning',
  'Approved',
  'In Progress',
  'On Hold',
  'Completed',
  'Cancelled',
] as const;
export type ProjectStatusFilter = (typeof PROJECT_STATUS_FILTERS)[number];

/** The five stat cards of the partner list, each a filter (section 2.21), in order. */
export const PARTNER_FILTERS = [
  'waiting_onboarding',
  'active',
  'waiting_approval',
  'assigned_projects',
  'assigned_properties',
] as const;
export type PartnerFilter = (typeof PARTNER_FILTERS)[number];

export const PARTNER_FILTER_LABELS: Record<PartnerFilter, string> = {
  waiting_onboarding: 'Waiting to be Onboarded',
  active: 'Active Partners',
  waiting_approval: 'Waiting for Approval',
  assigned_projects: 'Assigned to Projects',
  assigned_properties: 'Assigned to Properties',
};

/** Section 3, Project property user: the roles and access levels shown on a project. */
export const PROJECT_PROPERTY_USER_ROLES = ['Owner', 'Property Manager', 'Guest User'] as const;
export type ProjectPropertyUserRole = (typeof PROJECT_PROPERTY_USER_ROLES)[number];

export const PROPERTY_ACCESS_LEVELS = ['Full', 'Limited', 'View Only'] as const;
export type PropertyAccessLevel = (typeof PROPERTY_ACCESS_LEVELS)[number];

/** How a property role shows on a project: its label and its access level. */
export const PROJECT_PROPERTY_USER_VIEW: Record<
  PropertyRole,
  { role: ProjectPropertyUserRole; accessLevel: PropertyAccessLevel }
> = {
  owner: { role: 'Owner', accessLevel: 'Full' },
  manager: { role: 'Property Manager', accessLevel: 'Full' },
  user: { role: 'Guest User', accessLevel: 'Limited' },
  emergency_contact: { role: 'Guest User', accessLevel: 'Limited' },
  guest: { role: 'Guest User', accessLevel: 'View Only' },
};

/** Whom a project's Send Message buttons write to (section 2.23). */
export const PROJECT_MESSAGE_RECIPIENTS = ['project_manager', 'contractor', 'client_rep'] as const;
export type ProjectMessageRecipient = (typeof PROJECT_MESSAGE_RECIPIENTS)[number];

export const PROJECT_MESSAGE_RECIPIENT_LABELS: Record<ProjectMessageRecipient, string> = {
  project_manager: 'Project Manager',
  contractor: 'Contractor',
  client_rep: 'Client Rep',
};

/** Page sizes of the partner and project screens. */
export const PROJECT_PAGE_SIZE = {
  partners: 25,
  projects: 25,
  history: 20,
  notes: 20,
  updates: 20,
  messages: 20,
} as const;

/** Texts the spec gives word for word. */
export const PROJECT_TEXTS = {
  noPartners: 'No partners found matching your criteria.',
  noProjects: 'No projects found matching your criteria.',
  noUserProjects: 'No projects assigned to this user.',
  searchPartners: 'Search partners...',
  searchProjects: 'Search projects...',
  expiredPartner: 'Expired means renewal is required before new project assignments.',
} as const;
