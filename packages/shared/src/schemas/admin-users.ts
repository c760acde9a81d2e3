import { z } from 'zod';
import { PERMISSION_IDS } from '../constants/permissions';
import { INVITABLE_USER_TYPES, USER_TYPES } from '../constants/roles';
import { phoneSchema } from './profile';
import { mailOutcomeSchema } from './mail';

/**
 * Bodies and answers of the back-office users, groups, invitations and activity routes
 * (admin-back-office.md sections 2.8 to 2.11, 2.15 and 5). Validation texts are the spec's.
 */

export const ADMIN_PAGE_SIZE = { users: 10, groups: 10, activity: 10 } as const;

/** Departments of section 9. */
export const DEPARTMENTS = [
  'Engineering',
  'Product',
  'Sales',
  'Marketing',
  'Operations',
  'Finance',
  'Legal',
  'Human Resources',
  'Customer Success',
] as const;

export const USER_STATUS_LABELS = ['Active', 'Inactive', 'Invited'] as const;
export type UserStatusLabel = (typeof USER_STATUS_LABELS)[number];

/** The simple address pattern of the invite form. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const permissionIdSchema = z.enum(PERMISSION_IDS, {
  error: 'permissions must be ids from the permission catalogue',
});
export const permissionListSchema = z
  .array(permissionIdSchema)
  .max(PERMISSION_IDS.length * 2, { error: 'too many permissions' })
  .transform((ids) => [...new Set(ids)]);

const requiredText = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `must be at most ${max} characters` });

const emailInput = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, { error: 'Invalid email format' })
  .regex(SIMPLE_EMAIL_PATTERN, { error: 'Invalid email format' })
  .transform((s) => s.toLowerCase());

/** Invite User (section 2.11); every type but Superadmin may be invited. */
export const inviteUserSchema = z.object({
  email: emailInput,
  first_name: requiredText('First name is required'),
  last_name: requiredText('Last name is required'),
  user_type: z.enum(INVITABLE_USER_TYPES, { error: 'Please select a user type' }),
  send_invite: z.boolean({ error: 'send_invite must be true or false' }).default(true),
  custom_message: z
    .string()
    .trim()
    .max(1000, { error: 'The message must be at most 1000 characters' })
    .optional(),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;
export type InviteUserRequest = z.output<typeof inviteUserSchema>;

export const inviteUserResponseSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  /** Null when the form asked not to send the invitation. */
  invitation_email: mailOutcomeSchema.nullable(),
});
export type InviteUserResponse = z.infer<typeof inviteUserResponseSchema>;

/** Create Group (section 2.10). */
export const groupCreateSchema = z.object({
  name: requiredText('Group name is required'),
  description: requiredText('Group description is required', 500),
  permissions: permissionListSchema.default([]),
  member_ids: z.array(z.number().int().positive()).max(500).optional(),
});
export type GroupCreateInput = z.input<typeof groupCreateSchema>;
export type GroupCreateRequest = z.output<typeof groupCreateSchema>;

/** Edit Group: any of name, description and permissions. */
export const groupUpdateSchema = z.object({
  name: requiredText('Group name is required').optional(),
  description: requiredText('Group description is required', 500).optional(),
  permissions: permissionListSchema.optional(),
});
export type GroupUpdateRequest = z.output<typeof groupUpdateSchema>;

/** The add-member modal: one email. */
export const groupMemberAddSchema = z.object({ email: emailInput });
export type GroupMemberAddRequest = z.output<typeof groupMemberAddSchema>;

/** Edit User on the user detail screen. */
export const adminUserUpdateSchema = z.object({
  name: requiredText('name is required').optional(),
  phone: z.union([phoneSchema, z.literal('').transform(() => null), z.null()]).optional(),
  department: z
    .union([z.string().trim().max(100, { error: 'must be at most 100 characters' }), z.null()])
    .transform((v) => (v ? v : null))
    .optional(),
  user_type: z.enum(USER_TYPES, { error: 'Please select a user type' }).optional(),
  status: z.enum(['Active', 'Inactive'], { error: 'status must be Active or Inactive' }).optional(),
  permissions: permissionListSchema.optional(),
});
export type AdminUserUpdateRequest = z.output<typeof adminUserUpdateSchema>;

// ---- Answers ----

export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'page must be 1 or more' }).max(100_000).default(1),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

const groupRefSchema = z.object({ id: z.number().int(), name: z.string() });
const kindSchema = z.enum(['customer', 'staff', 'partner']);
const statusSchema = z.enum(USER_STATUS_LABELS);

export const adminUserListItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  kind: kindSchema,
  user_type: z.string(),
  user_type_label: z.string(),
  status: statusSchema,
  groups: z.array(groupRefSchema),
  last_login: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;
export const adminUserListSchema = pageOf(adminUserListItemSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const loginRecordSchema = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  location: z.string().nullable(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export const panelAccessSchema = z.object({
  site_id: z.string(),
  panel_number: z.string().nullable(),
  property_name: z.string(),
  online: z.boolean(),
  last_heartbeat: z.string().nullable(),
  firmware: z.string().nullable(),
  battery_level: z.number().nullable(),
});
export type PanelAccess = z.infer<typeof panelAccessSchema>;

export const adminUserDetailSchema = z.object({
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    department: z.string().nullable(),
    kind: kindSchema,
    user_type: z.string(),
    user_type_label: z.string(),
    status: statusSchema,
    created_at: z.string(),
    last_login: z.string().nullable(),
  }),
  permissions: z.array(permissionIdSchema),
  direct_permissions: z.array(permissionIdSchema),
  groups: z.array(groupRefSchema),
  recent_logins: z.array(loginRecordSchema),
  panel_access: z.array(panelAccessSchema),
  projects: z.array(z.unknown()),
  support_tickets: z.array(z.unknown()),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const userPropertyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  site_id: z.string().nullable(),
  role: z.string(),
  online: z.boolean(),
});
/**
 * How an urgent alert's email reached a person: kept in the delivery log (no mail server), sent,
 * failed and waiting for its next try (decision 028), or failed for good.
 */
export const ALERT_EMAIL_DELIVERIES = ['logged', 'sent', 'retrying', 'failed'] as const;
/**
 * How its text did: kept in the server log (no SMS gateway), accepted by the SMS provider,
 * confirmed delivered, failed and waiting for its next try (decision 032), or failed for good
 * (decision 029).
 */
export const ALERT_TEXT_DELIVERIES = ['logged', 'sent', 'delivered', 'retrying', 'failed'] as const;
export type AlertEmailDelivery = (typeof ALERT_EMAIL_DELIVERIES)[number];
export type AlertTextDelivery = (typeof ALERT_TEXT_DELIVERIES)[number];

export const userAlertRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  type: z.string(),
  title: z.string(),
  read: z.boolean(),
  /** Null when the alert was not emailed (or texted) to this person. */
  email: z.enum(ALERT_EMAIL_DELIVERIES).nullable(),
  text: z.enum(ALERT_TEXT_DELIVERIES).nullable(),
});
export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  action: z.string(),
  url: z.string().nullable(),
  referrer: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = pageOf(activityEntrySchema);

export const groupSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(permissionIdSchema),
  user_count: z.number().int(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;
export const groupListSchema = pageOf(groupSummarySchema);

export const groupDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(permissionIdSchema),
  members: z.array(
    z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.string() }),
  ),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;
