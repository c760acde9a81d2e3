import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * Secrets are never kept in clear once they have done their job (decision 052): not in the
 * server log, not in the activity log's addresses, not in the mail delivery log. What marks one:
 * a query parameter of these names, an invitation link's path, or a value a mail declares.
 */
export const REDACTED = '[redacted]';

/** Query parameters whose values are secrets wherever they appear. */
const SECRET_PARAMETER =
  /([?&](?:token|access_token|challenge_token|secret|password|code)=)[^&#\s]*/gi;

/** Paths that carry a secret as a segment: the invitation's token (`/api/invitations/{token}`). */
const SECRET_PATH = /(\/api\/invitations\/)[^/?#\s]+/g;

/** A URL (or a request's path and query) with its secrets replaced by `[redacted]`. */
export function redactUrl(url: string): string;
export function redactUrl(url: string | undefined): string | undefined;
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  return url.replace(SECRET_PARAMETER, `$1${REDACTED}`).replace(SECRET_PATH, `$1${REDACTED}`);
}

/** A text (a mail's body) with the secrets it declares, and any link's token, redacted. */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let redacted = text;
  for (const secret of secrets) {
    if (secret.length > 0) redacted = redacted.split(secret).join(REDACTED);
  }
  return redactUrl(redacted);
}

/**
 * Headers that carry credentials (or, the referrer, a page address with a token in it), as pino
 * paths: replaced wherever a request or a set of headers is logged.
 */
const CREDENTIAL_HEADERS = ['.authorization', '.cookie', '.referer', '["set-cookie"]'];

/**
 * The server's pino options: the request line with its secrets redacted (pino's `redact` works
 * on paths, not inside a string, so the URL has a serializer of its own), and the credential
 * headers redacted wherever a request or its headers are logged.
 */
export function serverLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: CREDENTIAL_HEADERS.flatMap((header) => [
        `req.headers${header}`,
        `headers${header}`,
        `*.headers${header}`,
      ]),
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
