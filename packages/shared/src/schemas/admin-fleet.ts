import { z } from 'zod';
import { PROPERTY_ROLES } from '../constants/roles';

/**
 * Bodies of the back-office fleet routes (panel detail, Files, Notes, Properties). The web
 * forms validate with the same schemas.
 */

const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${String(max)} characters` });

const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .pipe(z.email({ error: 'Invalid email format' }).max(254));

/** '+ Add New Property': the property, its owner's account and its panel. */
export const newPropertySchema = z.object({
  name: trimmed('Property name', 120),
  address: trimmed('Address', 300),
  owner_email: emailSchema,
  panel_number: z.coerce
    .number({ error: 'Panel number must be a number' })
    .int({ error: 'Panel number must be a whole number' })
    .min(1000, { error: 'Panel number must have four digits' })
    .max(9999, { error: 'Panel number must have four digits' }),
});
export type NewProperty = z.infer<typeof newPropertySchema>;

/** Schedule Maintenance: a maintenance project on the property, planned for a day. */
export const scheduleMaintenanceSchema = z.object({
  date: z.iso.date({ error: 'Date must be a date (YYYY-MM-DD)' }),
  description: trimmed('Description', 2000),
});
export type ScheduleMaintenance = z.infer<typeof scheduleMaintenanceSchema>;

/** Manage Users, Add User: an existing person by email, with a property role. */
export const propertyMemberAddSchema = z.object({
  email: emailSchema,
  role: z.enum(PROPERTY_ROLES, { error: 'Please select a role' }),
});
export type PropertyMemberAdd = z.infer<typeof propertyMemberAddSchema>;

/** An internal note; the route ignores blank text (section 5). */
export const propertyNoteSchema = z.object({
  content: z.string().max(5000, { error: 'A note must be at most 5000 characters' }),
});
