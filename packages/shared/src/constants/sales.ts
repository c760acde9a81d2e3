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
