import { z } from 'zod';
import {
  BROADCAST_RECIPIENT_MODES,
  BROADCAST_STATUSES,
  BROADCAST_TIME_FILTERS,
  BROADCAST_TYPES,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  OUTSIDE_CHANNELS,
} from '../domain/broadcasts';

/**
 * Bodies and answers of the alert broadcasting and HQ search routes
 * (admin-back-office.md 2.4, 2.14, 3 and 5).
 */

export const BROADCAST_TITLE_MAX = 200;
export const BROADCAST_MESSAGE_MAX = 5000;
/** More selected users than this is a list for the "all users" choice. */
export const BROADCAST_SELECTED_MAX = 10_000;

const id = z.number().int().positive().max(2_147_483_647);

/** The New-alert form (spec 3) as the server takes it. */
export const broadcastCreateSchema = z
  .object({
    type: z.enum(BROADCAST_TYPES, { error: 'type must be urgent, warning, info or routine' }),
    title: z
      .string({ error: 'title is required' })
      .trim()
      .min(1, { error: 'title is required' })
      .max(BROADCAST_TITLE_MAX, {
        error: `title must be at most ${BROADCAST_TITLE_MAX} characters`,
      }),
    message: z
      .string({ error: 'message is required' })
      .trim()
      .min(1, { error: 'message is required' })
      .max(BROADCAST_MESSAGE_MAX, {
        error: `message must be at most ${BROADCAST_MESSAGE_MAX} characters`,
      }),
    recipients: z.enum(BROADCAST_RECIPIENT_MODES, {
      error: 'recipients must be all, selected or property',
    }),
    selected_users: z
      .array(id, { error: 'selected_users must be a list of user ids' })
      .max(BROADCAST_SELECTED_MAX, { error: 'selected_users has too many users' })
      .default([]),
    selected_property: id.nullable().default(null),
    send_email: z.boolean({ error: 'send_email must be true or false' }).default(true),
    send_sms: z.boolean({ error: 'send_sms must be true or false' }).default(false),
    send_push: z.boolean({ error: 'send_push must be true or false' }).default(true),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.recipients === 'selected' && body.selected_users.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['selected_users'],
        message: 'selected_users must name at least one user',
      });
    }
    if (body.recipients === 'property' && body.selected_property === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['selected_property'],
        message: 'selected_property is required for the property choice',
      });
    }
  });
export type BroadcastCreate = z.infer<typeof broadcastCreateSchema>;
export type BroadcastCreateInput = z.input<typeof broadcastCreateSchema>;

const deliveryCountsSchema = z.object(
  Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof DELIVERY_STATUSES)[number],
    z.ZodNumber
  >,
);

export const broadcastSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  type: z.enum(BROADCAST_TYPES),
  title: z.string(),
  message: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  recipients: z.enum(BROADCAST_RECIPIENT_MODES),
  recipient_count: z.number().int(),
  property: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  channels: z.array(z.enum(OUTSIDE_CHANNELS)),
  sender: z.object({ id: z.number().int().nullable(), name: z.string() }),
  deliveries: z.partialRecord(z.enum(DELIVERY_CHANNELS), deliveryCountsSchema),
  /** Why deliveries failed, per channel: each reason with how many it failed, most first. */
  failure_reasons: z.partialRecord(
    z.enum(DELIVERY_CHANNELS),
    z.array(z.object({ reason: z.string(), count: z.number().int() })),
  ),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const broadcastListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(200, { error: 'search must be at most 200 characters' })
    .default(''),
  type: z
    .enum(BROADCAST_TYPES, { error: 'type must be urgent, warning, info or routine' })
    .optional(),
  status: z
    .enum(BROADCAST_STATUSES, { error: 'status must be sent, sending or failed' })
    .optional(),
  time: z.enum(BROADCAST_TIME_FILTERS, { error: 'time must be today, week or month' }).optional(),
  sender: z.coerce
    .number({ error: 'sender must be a user id' })
    .int({ error: 'sender must be a user id' })
    .positive({ error: 'sender must be a user id' })
    .max(2_147_483_647)
    .optional(),
  /** The viewer's time zone for Today; the caller's profile time zone when absent. */
  tz: z.string().max(64).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be 1 or more' })
    .max(1_000_000)
    .default(1),
});

export const broadcastPageSchema = z.object({
  items: z.array(broadcastSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type BroadcastPage = z.infer<typeof broadcastPageSchema>;

export const broadcastSenderSchema = z.object({ id: z.number().int(), name: z.string() });

/** Who the New-alert form can address: counts for the enabling rules, properties to choose. */
export const broadcastAudienceSchema = z.object({
  all_users: z.number().int(),
  properties: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      address: z.string(),
      site_id: z.string().nullable(),
      user_count: z.number().int(),
    }),
  ),
});
export type BroadcastAudienceAnswer = z.infer<typeof broadcastAudienceSchema>;

/** A customer in the users overview beside the form. */
export const broadcastRecipientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  property_count: z.number().int(),
  unread_alerts: z.number().int(),
});
export type BroadcastRecipient = z.infer<typeof broadcastRecipientSchema>;

export const HQ_SEARCH_KINDS = ['panels', 'properties', 'users', 'tickets', 'projects'] as const;
export type HqSearchKind = (typeof HQ_SEARCH_KINDS)[number];

export const hqSearchResultSchema = z.object({
  kind: z.enum(HQ_SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The panel to open for panels and properties with a panel (its number). */
  panel_id: z.string().nullable(),
});
export type HqSearchResult = z.infer<typeof hqSearchResultSchema>;

export const hqSearchAnswerSchema = z.object({
  query: z.string(),
  /** The kinds searched: those the caller may view and that exist in this deployment. */
  kinds: z.array(z.enum(HQ_SEARCH_KINDS)),
  results: z.array(hqSearchResultSchema),
});
export type HqSearchAnswer = z.infer<typeof hqSearchAnswerSchema>;
