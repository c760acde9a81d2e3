import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { smsOutbox } from '#src/db/schema/index';
import { readOutbox } from '../outbox-log';
import { errorResponses } from '#src/lib/errors-schema';
import { pageQuery } from '#src/lib/query-schemas';

/** The SMS log: every text sent and what the provider said. Needs view_system_logs. */
export default async function smsLogRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/sms-log',
    {
      config: { access: 'permission:view_system_logs' },
      schema: {
        tags: ['admin'],
        summary: 'Outgoing texts, newest first, optionally to one number',
        security: [{ bearer: [] }],
        querystring: pageQuery.extend({
          to: z
            .string()
            .regex(/^\+\d{8,15}$/, { message: 'to must be a number in E.164 form (+13105550142)' })
            .optional(),
        }),
        response: {
          200: z.object({
            texts: z.array(
              z.object({
                id: z.number().int(),
                to: z.string(),
                text: z.string(),
                provider: z.string(),
                status: z.string(),
                error: z.string().nullable(),
                /** Times it was handed to the provider. */
                attempts: z.number().int(),
                /** When a failed urgent text is tried again (decision 032); null if never. */
                next_attempt_at: z.string().nullable(),
                created_at: z.string(),
              }),
            ),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const rows = await readOutbox(app.db, smsOutbox, request.query);
      return {
        texts: rows.map((t) => ({
          id: t.id,
          to: t.to,
          text: t.text,
          provider: t.provider,
          status: t.status,
          error: t.error,
          attempts: t.attempts,
          next_attempt_at: t.nextAttemptAt?.toISOString() ?? null,
          created_at: t.createdAt.toISOString(),
        })),
      };
    },
  );
}
