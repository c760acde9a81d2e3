import { z } from 'zod';

/** The body of every error response. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** A 400's rejected fields, each with the sentence a form shows under it. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** Error statuses a route may answer, for its OpenAPI description. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));
