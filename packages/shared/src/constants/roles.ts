/**
 * Customer roles (customer-portal.md section 6). `docs/permissions.md` explains how they combine.
 */

/** A person's role on one property. */
export const PROPERTY_ROLES = ['owner', 'manager', 'user', 'guest', 'emergency_contact'] as const;
export type PropertyRole = (typeof PROPERTY_ROLES)[number];

export const PROPERTY_ROLE_LABELS: Record<PropertyRole, string> = {
  owner: 'Owner',
  manager: 'Property Manager',
  user: 'Property User',
  guest: 'Guest',
  emergency_contact: 'Emergency Contact',
};

/** A person's role on a customer account (which may hold several properties). */
export const ACCOUNT_ROLES = ['account_owner', 'property_manager', 'billing_contact'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = {
  account_owner: 'Account Owner',
  property_manager: 'Property Manager',
  billing_contact: 'Billing Contact',
};

/**
 * Roles that may start and stop the system and its parts (the command tags): the spec's "basic
 * controls" of a Property User (customer-portal.md section 6), and more for the two above it.
 */
export const OPERATE_ROLES: readonly PropertyRole[] = ['owner', 'manager', 'user'];

export const canOperate = (role: PropertyRole | null | undefined) =>
  role != null && OPERATE_ROLES.includes(role);

/**
 * Roles that may also change the settings (run lengths, the agitator schedule, valve names) and
 * the property's users: full and operational control.
 */
export const CONTROL_ROLES: readonly PropertyRole[] = ['owner', 'manager'];

export const canControl = (role: PropertyRole | null | undefined) =>
  role != null && CONTROL_ROLES.includes(role);

/** Roles that can see a property's live state (a Billing Contact has no property access). */
export const VIEW_ROLES: readonly PropertyRole[] = [
  'owner',
  'manager',
  'user',
  'guest',
  'emergency_contact',
];

/** The role an account membership gives on each of the account's properties, if any. */
export function propertyRoleFromAccountRole(role: AccountRole): PropertyRole | null {
  switch (role) {
    case 'account_owner':
      return 'owner';
    case 'property_manager':
      return 'manager';
    case 'billing_contact':
      return null;
  }
}

/** When a person holds roles both directly and through the account, the stronger one counts. */
const ROLE_STRENGTH: Record<PropertyRole, number> = {
  owner: 5,
  manager: 4,
  user: 3,
  emergency_contact: 2,
  guest: 1,
};

export function strongestRole(roles: Array<PropertyRole | null | undefined>): PropertyRole | null {
  let best: PropertyRole | null = null;
  for (const role of roles) {
    if (role && (!best || ROLE_STRENGTH[role] > ROLE_STRENGTH[best])) best = role;
  }
  return best;
}

/** User types (admin-back-office.md section 6.1): staff, customer and partner, value and label. */
export const STAFF_USER_TYPES = [
  'staff_superadmin',
  'staff_developer',
  'staff_operations',
  'staff_customer_service',
  'staff_project_manager',
  'staff_account_manager',
  'staff_partner_support',
] as const;
export type StaffUserType = (typeof STAFF_USER_TYPES)[number];

export const CUSTOMER_USER_TYPES = [
  'customer_concierge',
  'customer_general_contractor',
  'customer_assistant',
  'customer_business_manager',
  'customer_homeowner',
] as const;
export type CustomerUserType = (typeof CUSTOMER_USER_TYPES)[number];

export const PARTNER_USER_TYPES = [
  'partner_general_contractor',
  'partner_project_lead',
  'partner_crew_labor',
  'partner_electrician',
  'partner_plumber',
  'partner_mason',
  'partner_operations_manager',
] as const;
export type PartnerUserType = (typeof PARTNER_USER_TYPES)[number];

export const USER_TYPES = [
  ...STAFF_USER_TYPES,
  ...CUSTOMER_USER_TYPES,
  ...PARTNER_USER_TYPES,
] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  staff_superadmin: 'Superadmin',
  staff_developer: 'Developer',
  staff_operations: 'Operations',
  staff_customer_service: 'Customer Service',
  staff_project_manager: 'Project Manager',
  staff_account_manager: 'Account Manager/Executive',
  staff_partner_support: 'Partner Support',
  customer_concierge: 'Concierge/Property/Estate Manager',
  customer_general_contractor: 'General Contractor',
  customer_assistant: 'Assistant',
  customer_business_manager: 'Business Manager (Financial)',
  customer_homeowner: 'End User (Home Owner)',
  // The spec gives partner types without labels; these spell the value out.
  partner_general_contractor: 'Partner: General Contractor',
  partner_project_lead: 'Partner: Project Lead',
  partner_crew_labor: 'Partner: Crew/Labor',
  partner_electrician: 'Partner: Electrician',
  partner_plumber: 'Partner: Plumber',
  partner_mason: 'Partner: Mason',
  partner_operations_manager: 'Partner: Operations Manager',
};

/** The invite form offers every type but Superadmin. */
export const INVITABLE_USER_TYPES = USER_TYPES.filter(
  (t): t is Exclude<UserType, 'staff_superadmin'> => t !== 'staff_superadmin',
);
export type InvitableUserType = Exclude<UserType, 'staff_superadmin'>;

export const isUserType = (value: unknown): value is UserType =>
  typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);

/** Which face of the product a user type belongs to. */
export function kindOfUserType(type: UserType): 'staff' | 'customer' | 'partner' {
  if (type.startsWith('staff_')) return 'staff';
  if (type.startsWith('partner_')) return 'partner';
  return 'customer';
}

/** The label of a stored user type (an unknown value shows as stored). */
export const userTypeLabel = (type: string): string =>
  isUserType(type) ? USER_TYPE_LABELS[type] : type;
