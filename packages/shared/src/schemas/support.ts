import { z } from 'zod';
import {
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_MESSAGE_ROLES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '../constants/support';

/**
 * Support tickets: the bodies the back-office and the portal send (the forms validate with the
 * same schemas) and the answers they get.
 */

const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${String(max)} characters` });

const optionalId = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .positive({ error: `${field} must be a positive id` })
    .max(2_147_483_647, { error: `${field} is too large` })
    .nullable()
    .optional();

export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: 'Choose a status' });
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES, { error: 'Choose a priority' });
export const ticketCategorySchema = z.enum(TICKET_CATEGORIES, { error: 'Choose a category' });
export const ticketMessageRoleSchema = z.enum(TICKET_MESSAGE_ROLES);

/** + New Ticket (staff): a ticket on a customer's behalf. */
export const newTicketSchema = z.object({
  customer_id: z
    .number({ error: 'Choose the customer' })
    .int({ error: 'Choose the customer' })
    .positive({ error: 'Choose the customer' })
    .max(2_147_483_647, { error: 'Choose the customer' }),
  subject: trimmed('Subject', TICKET_LIMITS.subject),
  description: trimmed('Description', TICKET_LIMITS.description),
  priority: ticketPrioritySchema.default('Medium'),
  category: ticketCategorySchema.default('General'),
  property_id: optionalId('property_id'),
  assignee_id: optionalId('assignee_id'),
});
export type NewTicket = z.input<typeof newTicketSchema>;
export type NewTicketData = z.output<typeof newTicketSchema>;

/** A customer's new ticket from the portal's Support page. */
export const customerTicketSchema = z.object({
  subject: trimmed('Subject', TICKET_LIMITS.subject),
  description: trimmed('Description', TICKET_LIMITS.description),
  category: ticketCategorySchema.default('General'),
  property_id: optionalId('property_id'),
});
export type CustomerNewTicket = z.input<typeof customerTicketSchema>;
export type CustomerNewTicketData = z.output<typeof customerTicketSchema>;

/** A reply's text; blank text is refused by the routes and ignored by the screens (section 5). */
const replyContent = z.string({ error: 'content is required' }).max(TICKET_LIMITS.message, {
  error: `A message must be at most ${String(TICKET_LIMITS.message)} characters`,
});

/** The staff reply box: an Internal Message or a Message to User. */
export const staffReplySchema = z.object({
  content: replyContent,
  mode: z.enum(['internal', 'user'], { error: 'mode must be internal or user' }),
});
export type StaffReply = z.infer<typeof staffReplySchema>;

/** A customer's reply on the portal. */
export const customerReplySchema = z.object({ content: replyContent });
export type CustomerReply = z.infer<typeof customerReplySchema>;

/** Update Ticket: status, priority, category and assignee (null is Unassigned). */
export const ticketUpdateSchema = z
  .object({
    status: ticketStatusSchema.optional(),
    priority: ticketPrioritySchema.optional(),
    category: ticketCategorySchema.optional(),
    assignee_id: optionalId('assignee_id'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update: send status, priority, category or assignee_id',
  });
export type TicketUpdate = z.infer<typeof ticketUpdateSchema>;

/** Quick action Send Email to Customer. */
export const ticketEmailSchema = z.object({
  subject: trimmed('Subject', TICKET_LIMITS.subject),
  message: trimmed('Message', TICKET_LIMITS.message),
});
export type TicketEmail = z.infer<typeof ticketEmailSchema>;

/** Quick action Add Collaborator: a staff member. */
export const ticketCollaboratorSchema = z.object({
  user_id: z
    .number({ error: 'Choose a staff member' })
    .int({ error: 'Choose a staff member' })
    .positive({ error: 'Choose a staff member' })
    .max(2_147_483_647, { error: 'Choose a staff member' }),
});
export type TicketCollaboratorAdd = z.infer<typeof ticketCollaboratorSchema>;

// ---- answers ----

const person = z.object({ id: z.number().int(), name: z.string() });

/** One row of the back-office list (section 2.6 columns). */
export const ticketListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  subject: z.string(),
  /** The description cut at 60 characters (section 9). */
  description_preview: z.string(),
  customer: person.extend({ email: z.string() }),
  priority: ticketPrioritySchema,
  status: ticketStatusSchema,
  category: ticketCategorySchema,
  assignee: person.nullable(),
  property: person.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;

export const ticketPageSchema = z.object({
  items: z.array(ticketListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TicketPage = z.infer<typeof ticketPageSchema>;

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  author_id: z.number().int().nullable(),
  role: ticketMessageRoleSchema,
  content: z.string(),
  at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketCollaboratorEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  added_at: z.string(),
});
export type TicketCollaborator = z.infer<typeof ticketCollaboratorEntrySchema>;

/** The ticket detail (section 2.7): conversation, customer information, ticket details. */
export const ticketDetailSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  subject: z.string(),
  description: z.string(),
  status: ticketStatusSchema,
  priority: ticketPrioritySchema,
  category: ticketCategorySchema,
  created_at: z.string(),
  updated_at: z.string(),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    customer_since: z.string(),
    ticket_count: z.number().int(),
  }),
  property: z
    .object({
      id: z.number().int(),
      name: z.string(),
      address: z.string(),
      panel_id: z.number().int().nullable(),
    })
    .nullable(),
  assignee: person.extend({ email: z.string() }).nullable(),
  created_by: person.nullable(),
  project: z.object({ id: z.string(), name: z.string(), status: z.string() }).nullable(),
  collaborators: z.array(ticketCollaboratorEntrySchema),
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** Staff who may work on tickets: assignee choices (can_be_assigned) and collaborators. */
export const ticketStaffSchema = z.object({
  staff: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      /** Holds edit_support_tickets: offered as an assignee. */
      can_be_assigned: z.boolean(),
    }),
  ),
});
export type TicketStaff = z.infer<typeof ticketStaffSchema>['staff'][number];

/** The support desk overview (Customer Support): open tickets by status and priority. */
export const supportOverviewSchema = z.object({
  open_total: z.number().int(),
  unassigned_open: z.number().int(),
  by_status: z.array(z.object({ status: ticketStatusSchema, count: z.number().int() })),
  by_priority: z.array(z.object({ priority: ticketPrioritySchema, count: z.number().int() })),
  needing_reply: z.array(ticketListItemSchema),
  needing_reply_total: z.number().int(),
});
export type SupportOverview = z.infer<typeof supportOverviewSchema>;

export const supportCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  ticket_count: z.number().int(),
  open_ticket_count: z.number().int(),
});
export type SupportCustomer = z.infer<typeof supportCustomerSchema>;

export const supportCustomerPageSchema = z.object({
  items: z.array(supportCustomerSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type SupportCustomerPage = z.infer<typeof supportCustomerPageSchema>;

/** View Customer History: the customer, their tickets and their properties. */
export const customerHistorySchema = z.object({
  customer: supportCustomerSchema.extend({ customer_since: z.string() }),
  tickets: z.array(ticketListItemSchema),
  properties: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      address: z.string(),
      role: z.string(),
      /** The panel's site id (the back-office panel page accepts it), when one is installed. */
      site_id: z.string().nullable(),
    }),
  ),
});
export type CustomerHistory = z.infer<typeof customerHistorySchema>;

/**
 * A ticket on a user's detail page and Support sub-page (section 3, "Ticket in the user view"):
 * for staff the tickets assigned to them, for customers their own.
 */
export const userTicketRowSchema = z.object({
  /** `TICK-001`. */
  id: z.string(),
  ticket_id: z.number().int(),
  title: z.string(),
  /** Cut at 60 characters, as on the list. */
  description: z.string(),
  /** As the detail screen names it (Solved is Resolved). */
  status: z.string(),
  priority: ticketPrioritySchema,
  assigned_to: z.string().nullable(),
  created_by: z.string().nullable(),
  created_date: z.string(),
  last_updated: z.string(),
  category: ticketCategorySchema,
});
export type UserTicketRow = z.infer<typeof userTicketRowSchema>;

// ---- the customer's side ----

/** A ticket in the customer's own list. */
export const myTicketSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  subject: z.string(),
  status: ticketStatusSchema,
  category: ticketCategorySchema,
  property: person.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MyTicket = z.infer<typeof myTicketSchema>;

export const myTicketPageSchema = z.object({
  items: z.array(myTicketSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MyTicketPage = z.infer<typeof myTicketPageSchema>;

/** A customer's ticket with its public conversation (never internal or system messages). */
export const myTicketDetailSchema = myTicketSchema.extend({
  description: z.string(),
  can_reply: z.boolean(),
  messages: z.array(ticketMessageSchema),
});
export type MyTicketDetail = z.infer<typeof myTicketDetailSchema>;
