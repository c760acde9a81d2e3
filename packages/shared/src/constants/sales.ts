/** Leads and projects of the back-office (admin-back-office.md sections 3, 4 and 9). */

export const LEAD_STATUSES = ['hot', 'warm', 'cold'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The fire risk a sales visit recorded for a lead's property. */
export const LEAD_RISK_LEVELS = ['Low', 'Moderate', 'High', 'Extreme'] as const;
export type LeadRiskLevel = (typeof LEAD_RISK_LEVELS)[number];

export const PROJECT_STATUSES = [
  'Planning',
  'Approved',
  'In Progress',
  'On Hold',
  'Completed',
  'Cancelled',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_TYPES = [
  'Installation',
  'Maintenance',
  'Upgrade',
  'Emergency Repair',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type ProjectPriority = (typeof PROJECT_PRIORITIES)[number];

/** The back-office map (admin-back-office.md sections 2.2 and 9). */
export const ADMIN_MAP = {
  /** The United States. */
  defaultCenter: { latitude: 39.83, longitude: -98.58 },
  defaultZoom: 4,
  tileMaxZoom: 19,
  tileTimeoutMs: 10_000,
  /** The view fits all markers with this much padding on every side. */
  fitPadding: 0.1,
} as const;

/** Internal notes on a project (section 3): new ones start at Medium, not private (section 2.23). */
export const NOTE_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type NotePriority = (typeof NOTE_PRIORITIES)[number];

/** What a contractor's app sends from the field (section 3, App update). */
export const APP_UPDATE_TYPES = [
  'Progress Update',
  'Check In',
  'Compliance Check',
  'Issue Report',
  'Completion',
] as const;
export type AppUpdateType = (typeof APP_UPDATE_TYPES)[number];

/**
 * Who may waive a deposit, up to how much (section 6.5). A staff member's authority is stored
 * with them; none means they cannot waive.
 */
export const WAIVER_AUTHORITIES = [
  'account_manager',
  'regional_manager',
  'vp_sales',
  'ceo',
] as const;
export type WaiverAuthority = (typeof WAIVER_AUTHORITIES)[number];

/** Human names of the waiver authorities (section 6.5). */
export const WAIVER_AUTHORITY_LABELS: Record<WaiverAuthority, string> = {
  account_manager: 'Account Manager',
  regional_manager: 'Regional Manager',
  vp_sales: 'VP of Sales',
  ceo: 'CEO',
};

/**
 * The largest deposit, in US dollars, each authority may waive (section 6.5); null means no
 * limit. The tiers are inclusive: $5,000 exactly is still the Account Manager's.
 */
export const WAIVER_AUTHORITY_LIMITS: Record<WaiverAuthority, number | null> = {
  account_manager: 5_000,
  regional_manager: 15_000,
  vp_sales: 30_000,
  ceo: null,
};

/** What each authority's waiver asks of the customer (section 6.5). */
export const WAIVER_AUTHORITY_CONDITIONS: Record<WaiverAuthority, string> = {
  account_manager: 'previous successful project',
  regional_manager: '3+ successful projects, no payment issues',
  vp_sales: 'strategic account, bank guarantee',
  ceo: 'board relationship, letter of credit',
};

/** The standard deposit: this percent of the estimate (section 9). */
export const STANDARD_DEPOSIT_PERCENT = 30;
