import { fieldMessages, problemFromText, summarize } from './validation-messages';

/**
 * Errors a handler throws to answer with `{error: {code, message}}` and a status.
 * The one error handler (plugins/app/error-handler.ts) turns them into responses.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** For a 400: each rejected field's sentence, keyed by its path in the request part. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Bad input. A message that opens with the field it is about (`body.email: ...`, `email: ...`
 * or `tz must be ...`) reaches the person as a sentence naming the field, with the field's own
 * sentence in `fields` for the form.
 */
export const badRequest = (message: string) => {
  const problem = problemFromText(message);
  if (!problem) return new HttpError(400, 'bad_request', message);
  return new HttpError(400, 'bad_request', summarize([problem]), {}, fieldMessages([problem]));
};
export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', message, { 'retry-after': String(retryAfterSeconds) });
export const serviceUnavailable = (message: string) =>
  new HttpError(503, 'service_unavailable', message);
