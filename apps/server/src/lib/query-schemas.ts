import { z } from 'zod';

/** A site id as panels are named: letters, digits, dashes and underscores. */
export const siteIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'site_id must contain only letters, digits, - and _' });
