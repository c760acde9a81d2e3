import { z } from 'zod';

/** A search box's text: trimmed; empty means no search. */
export const searchQuery = z
  .string()
  .trim()
  .max(100, { error: 'search must be at most 100 characters' })
  .optional()
  .transform((s) => (s ? s : undefined));

export const positiveIdParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive id` })
    .max(2_147_483_647, { error: `${name} is too large` });
