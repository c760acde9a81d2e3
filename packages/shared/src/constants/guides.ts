import {
  STANDARD_DEPOSIT_PERCENT,
  WAIVER_AUTHORITIES,
  WAIVER_AUTHORITY_CONDITIONS,
  WAIVER_AUTHORITY_LABELS,
  WAIVER_AUTHORITY_LIMITS,
  type WaiverAuthority,
} from './sales';

/**
 * The business facts the internal guides state (admin-back-office.md 2.25, 4, 6 and 9). The
 * guides render from these, and code that applies a rule imports the same constant, so a
 * figure lives in one place.
 */

/** Documented system status levels (section 4). */
export const SYSTEM_STATUS_LEVELS = [
  {
    level: 'Standby',
    meaning: 'Armed and ready: the panel reports, nothing is running.',
  },
  {
    level: 'Active',
    meaning: 'Defending: pumps run and water flows to the structure or perimeter sprinklers.',
  },
  {
    level: 'Offline',
    meaning: 'The panel has stopped reporting; it cannot be seen or started remotely.',
  },
] as const;

/** The contact roles on a project (section 3). */
export const PROJECT_CONTACT_ROLES = [
  { role: 'Project Owner', duty: 'The customer the system is built for.' },
  { role: 'Signer', duty: 'Signs the contract and change orders.' },
  { role: 'Manager', duty: 'Runs the property day to day (estate or property manager).' },
  { role: 'Co-signers', duty: 'Sign together with the Signer when the contract needs it.' },
  { role: 'Billing Contacts', duty: 'Receive invoices and deposit requests.' },
  { role: 'Guests', duty: 'Kept informed; no decisions.' },
] as const;

/** The documented project lifecycle (section 4). */
export const PROJECT_LIFECYCLE = [
  { status: 'Planning', meaning: 'Setup, site assessment, estimate.' },
  { status: 'Approved', meaning: 'The customer approved; the deposit is collected or waived.' },
  { status: 'In Progress', meaning: 'The partner crew is on the job.' },
  { status: 'Completed', meaning: 'Installed, tested and inspected.' },
] as const;

/** Installation workflow steps and their durations in days (section 4). */
export const INSTALLATION_STEPS = [
  { step: 'Consultation', minDays: 2, maxDays: 3 },
  { step: 'Permitting', minDays: 5, maxDays: 10 },
  { step: 'Pre-installation', minDays: 3, maxDays: 5 },
  { step: 'Installation', minDays: 10, maxDays: 20 },
  { step: 'Testing', minDays: 2, maxDays: 3 },
  { step: 'Final inspection', minDays: 1, maxDays: 2 },
] as const;

/** Documentation figures (section 9). */
export const AVERAGE_PROJECT_VALUE_USD = 125_000;
export const TYPICAL_PROJECT_WEEKS = { min: 4, max: 8 } as const;

/** The deposit policy (section 9). */
export const DEPOSIT_POLICY = {
  percentOfEstimate: STANDARD_DEPOSIT_PERCENT,
  dueBusinessDaysAfterSigning: 5,
  methods: ['Wire', 'ACH', 'Check'],
  checkHoldDays: 10,
  refundableOnlyIf: 'permits are denied',
} as const;

/** Deposit collection steps, by day after the invoice (section 9). */
export const DEPOSIT_COLLECTION_STEPS = [
  { day: 1, step: 'Invoice' },
  { day: 3, step: 'Reminder' },
  { day: 5, step: 'Call' },
  { day: 7, step: 'Project hold notice' },
  { day: 10, step: 'Escalation to management' },
] as const;

/** Deposit waiver tiers (section 6.5), from the authorities' limits. */
export const DEPOSIT_WAIVER_TIERS: ReadonlyArray<{
  authority: WaiverAuthority;
  approver: string;
  /** US dollars; 0 for the first tier. */
  above: number;
  /** US dollars; null means no upper limit. */
  upTo: number | null;
  conditions: string;
}> = WAIVER_AUTHORITIES.map((authority, i) => ({
  authority,
  approver: WAIVER_AUTHORITY_LABELS[authority],
  above: i === 0 ? 0 : (WAIVER_AUTHORITY_LIMITS[WAIVER_AUTHORITIES[i - 1]!] ?? 0),
  upTo: WAIVER_AUTHORITY_LIMITS[authority],
  conditions: WAIVER_AUTHORITY_CONDITIONS[authority],
}));

/** Maintenance plans per year, in US dollars (section 9). */
export const MAINTENANCE_TIERS = [
  { tier: 'Basic', pricePerYear: 3_500 },
  { tier: 'Premium', pricePerYear: 7_500 },
  { tier: 'Platinum', pricePerYear: 12_000 },
] as const;

/** Emergency response guarantee, in hours (section 9). */
export const EMERGENCY_RESPONSE_HOURS = 2;

/** Escalation levels and their response times (section 9). */
export const ESCALATION_LEVELS = [
  { level: 1, owner: 'Project Manager', response: '2 hours' },
  { level: 2, owner: 'Regional Manager', response: '4 hours' },
  { level: 3, owner: 'VP of Operations', response: '1 hour' },
  { level: 4, owner: 'CEO', response: 'Immediate' },
] as const;

/** Message priorities of the internal messaging system, lowest first (section 3). */
export const MESSAGE_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type MessagePriority = (typeof MESSAGE_PRIORITIES)[number];

/** Alert routing by priority (section 4). */
export const ALERT_ROUTING: ReadonlyArray<{
  priority: MessagePriority;
  label: string;
  channels: string;
  response: string;
  escalation: string;
}> = [
  {
    priority: 'low',
    label: 'Low',
    channels: 'Email only',
    response: '24-48 hours',
    escalation: 'No escalation',
  },
  {
    priority: 'medium',
    label: 'Medium',
    channels: 'Email + Slack',
    response: '4-8 hours',
    escalation: 'To manager after 12h',
  },
  {
    priority: 'high',
    label: 'High',
    channels: 'Email + SMS + Slack',
    response: '1-2 hours',
    escalation: 'To manager after 4h',
  },
  {
    priority: 'critical',
    label: 'Critical',
    channels: 'All channels plus call',
    response: 'Immediate',
    escalation: 'To executive after 1h',
  },
];

/** The message schema of the internal messaging system (section 3). */
export const MESSAGE_TYPES = ['update', 'alert', 'milestone', 'issue'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms', 'slack'] as const;
export const MESSAGE_DELIVERY_STATUSES = ['pending', 'sent', 'delivered', 'failed'] as const;
export const MESSAGE_SCHEMA_FIELDS = [
  { field: 'messageId', meaning: 'Unique id of the message' },
  { field: 'projectId', meaning: 'The project it is about' },
  { field: 'senderId', meaning: 'Who sent it' },
  { field: 'recipients', meaning: 'Who receives it' },
  { field: 'messageType', meaning: MESSAGE_TYPES.join(', ') },
  { field: 'priority', meaning: MESSAGE_PRIORITIES.join(', ') },
  { field: 'subject', meaning: 'One line' },
  { field: 'content', meaning: 'The message' },
  { field: 'channels', meaning: MESSAGE_CHANNELS.join(', ') },
  {
    field: 'deliveryStatus',
    meaning: `Per channel: ${MESSAGE_DELIVERY_STATUSES.join(', ')}`,
  },
  { field: 'timestamp', meaning: 'When it was sent' },
  { field: 'readStatus', meaning: 'Per recipient: when they read it' },
  { field: 'relatedEntities', meaning: 'propertyId, contractorId, clientId' },
] as const;

/** Planned messaging endpoints (section 7, documented only). */
export const MESSAGING_PLANNED_ENDPOINTS = [
  { method: 'POST', path: '/api/messages/send', purpose: 'Send a message' },
  {
    method: 'GET',
    path: '/api/messages/inbox/{userId}',
    purpose: 'A person’s inbox, with pagination, filtering and mark read',
  },
  {
    method: 'POST',
    path: '/api/notifications/preferences',
    purpose: 'Save a person’s notification preferences',
  },
  {
    method: 'POST',
    path: '/api/messages/project/{projectId}',
    purpose: 'Message everyone on a project',
  },
] as const;

/** Suggested messaging infrastructure (section 9). */
export const MESSAGING_INTEGRATIONS = [
  'Email provider',
  'SMS provider',
  'Chat bot',
  'Push notifications',
  'Message queue',
  'Relational database',
  'Cache',
  'Content delivery network',
  'Monitoring',
] as const;

/** Messaging security notes (section 9). */
export const MESSAGING_SECURITY_NOTES = [
  'Encrypt message content at rest.',
  'Rate limit sending.',
  'Validate recipients against project permissions.',
  'Keep audit logging of every message.',
  'Honour opt-out.',
] as const;

/** Performance targets of the messaging system (section 9). */
export const MESSAGING_PERFORMANCE_TARGETS = [
  { target: 'Send API response', value: 'under 500 ms' },
  { target: 'Delivery success', value: '99.9 percent' },
  { target: 'Email delivery', value: 'under 30 s' },
  { target: 'SMS delivery', value: 'under 10 s' },
] as const;

/** What each role may see of a project (section 6.4). */
export const PROJECT_INFORMATION_ACCESS = [
  {
    role: 'Customer Service Rep',
    access: 'Read-only access to completed projects; no financials or personal notes.',
  },
  {
    role: 'Senior CS Rep',
    access: 'Full project history and basic financials; no cost breakdowns.',
  },
  { role: 'Account Manager', access: 'Full access including financials, own accounts only.' },
  { role: 'Project Manager', access: 'Full access to all projects.' },
] as const;

/** Partner certification levels (section 4); `Review` is "Under Review" in the guides. */
export const PARTNER_CERTIFICATION_GUIDE = [
  { certification: 'Certified', label: 'Certified', meaning: 'May be assigned new projects.' },
  {
    certification: 'Pending',
    label: 'Pending',
    meaning: 'Certification requested; not yet decided.',
  },
  {
    certification: 'Review',
    label: 'Under Review',
    meaning: 'Documents are being checked by partner support.',
  },
  {
    certification: 'Expired',
    label: 'Expired',
    meaning: 'Renewal is required before new project assignments.',
  },
] as const;

/** Partner insurance requirements (section 9). */
export const PARTNER_INSURANCE_REQUIREMENTS = {
  generalLiabilityMinimumUsd: 2_000_000,
  rules: ['The company is listed as additional insured.', 'Coverage is continuous.'],
} as const;

/** California rules from January 2024 (section 9). */
export const CALIFORNIA_2024_RULES = {
  effective: 'January 2024',
  minimumWaterStorageGallons: 10_000,
  batteryBackupHours: 72,
  inspection: 'Annual third-party inspection',
} as const;

/** State inspection frequency (section 9). */
export const STATE_INSPECTION_FREQUENCY = [
  { state: 'California', frequency: 'Annual' },
  { state: 'Colorado', frequency: 'Annual' },
  { state: 'Texas', frequency: 'Bi-annual' },
] as const;
