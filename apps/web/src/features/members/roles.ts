import { ACCOUNT_ROLE_LABELS, PROPERTY_ROLE_LABELS } from '@wildfire/shared';

import type { InvitableAccountRole } from './api/invite-account-user';
import type { InvitablePropertyRole } from './api/invite-property-user';

/** Access levels offered when inviting to a property; Guest is the default. */
export const PROPERTY_INVITE_ROLES: ReadonlyArray<{ value: InvitablePropertyRole; label: string }> =
  (['guest', 'manager', 'user', 'emergency_contact'] as const).map((value) => ({
    value,
    label: PROPERTY_ROLE_LABELS[value],
  }));
export const DEFAULT_PROPERTY_INVITE_ROLE: InvitablePropertyRole = 'guest';

/** Roles offered when inviting to the account; Property Manager is the default. */
export const ACCOUNT_INVITE_ROLES: ReadonlyArray<{ value: InvitableAccountRole; label: string }> = (
  ['property_manager', 'billing_contact'] as const
).map((value) => ({ value, label: ACCOUNT_ROLE_LABELS[value] }));
export const DEFAULT_ACCOUNT_INVITE_ROLE: InvitableAccountRole = 'property_manager';
