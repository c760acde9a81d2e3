import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '#src/db/schema/index';
import { readOutbox } from '../outbox-log';
import { errorResponses } from '#src/lib/errors-schema';
import { emailField, pageQuery } from '#src/lib/query-schemas';

/**
 * The mail delivery log: what the product sent (or, without SMTP_URL, wrote to the local
 * mailbox), with every secret a mail carried redacted (decision 052). Needs view_system_logs,
 * which needs a second factor.
 */
export default async function mailLogRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/mail-log',
    {
      config: { access: 'permission:view_system_logs' },
      schema: {
        tags: ['admin'],
        summary: 'Outgoing mail, newest first, optionally for one recipient',
        security: [{ bearer: [] }],
        querystring: pageQuery.extend({ to: emailField.optional() }),
        response: {
          200: z.object({
            mails: z.array(
              z.object({
                id: z.number().int(),
                to: z.string(),
                subject: z.string(),
                /** The body, its secrets (a link's token) replaced by `[redacted]`. */
                text: z.string(),
                /** SHA-256 (hex) of the body as sent; null for mails from before it was kept. */
                text_sha256: z.string().nullable(),
                status: z.string(),
                error: z.string().nullable(),
                attempts: z.number().int(),
                /** When a failed urgent mail is tried again; null when nothing is pending. */
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
      const rows = await readOutbox(app.db, mailOutbox, request.query);
      return {
        mails: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          text_sha256: m.textSha256,
          status: m.status,
          error: m.error,
          attempts: m.attempts,
          next_attempt_at: m.nextAttemptAt?.toISOString() ?? null,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );
}
