import { z } from 'zod';

/** A site id as panels are named: letters, digits, dashes and underscores. */
export const siteIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'site_id must contain only letters, digits, - and _' });

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int()
    .positive({ error: `${name} must be a positive id` })
    .max(2_147_483_647);

export const propertyParams = z.object({ propertyId: positiveId('propertyId') });
export const accountParams = z.object({ accountId: positiveId('accountId') });
export const idParams = z.object({ id: positiveId('id') });

/** Paging for long lists: `limit` (1-100, default 50) and `offset`. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** An email as people type it: trimmed, lower-cased, checked. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'email must be a valid email address' }).max(254));
