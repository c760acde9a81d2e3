import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseDown } from '#src/lib/database-errors';
import { HttpError } from '#src/lib/http-errors';
import { describeIssue, fieldMessages, summarize } from '#src/lib/validation-messages';

/**
 * The one error handler: every failure leaves as `{error: {code, message}}` with the right
 * status, and nothing of a 5xx's internals (stack, SQL, paths) reaches the caller. A 400 for
 * bad input also carries `fields`, each rejected field's sentence (lib/validation-messages.ts).
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        const fields = error.fields ? { fields: error.fields } : {};
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ error: { code: error.code, message: error.message, ...fields } });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const problems = error.validation.map((issue) =>
          describeIssue(issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), {
            ...issue.params,
            code: issue.keyword,
            message: issue.message ?? '',
          }),
        );
        return reply.code(400).send({
          error: {
            code: 'bad_request',
            message: summarize(problems),
            fields: fieldMessages(problems),
          },
        });
      }
      if (isDatabaseDown(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({
            error: {
              code: 'service_unavailable',
              message: 'The database is unavailable. Please try again shortly.',
            },
          });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .code(500)
          .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
      }
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type).
      const code =
        status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : 'bad_request';
      return reply.code(status).send({ error: { code, message: error.message } });
    });
  },
  { name: 'error-handler' },
);
