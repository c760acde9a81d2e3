import type { SmsProvider } from './sms';

export interface SmsGatewayOptions {
  /**
   * The gateway's endpoint for new messages, with the account's credentials as the URL's user
   * and password: Twilio's `https://SID:TOKEN@api.twilio.com/2010-04-01/Accounts/SID/Messages.json`,
   * or any gateway that takes the same form.
   */
  url: string;
  /** The number the texts come from, as the gateway knows it (+15555550100). */
  from: string;
  userAgent: string;
  timeoutMs?: number;
}

/** How long a gateway may take to accept a text before it counts as failed. */
export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

/**
 * A gateway that is busy (429, too many requests) or failing (5xx) may take the text later; any
 * other refusal (an unknown number, wrong credentials) would be the same on every try.
 */
export function isPassingFailure(status: number): boolean {
  return status === 429 || status >= 500;
}

/** The gateway's own reason for refusing a text (Twilio: `{ code, message, status }`). */
async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message !== '') {
      const code = typeof body.code === 'number' ? ` (${String(body.code)})` : '';
      return `${body.message.slice(0, 300)}${code}`;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return `The SMS gateway answered ${String(response.status)}.`;
}

/**
 * Texts through an SMS gateway's HTTP API (SMS_URL): a form POST of To, From and Body with the
 * account's credentials as Basic authentication, Twilio's Messages API and its look-alikes.
 * The credentials never appear in a logged URL or a recorded error.
 */
export function createGatewaySmsProvider(options: SmsGatewayOptions): SmsProvider {
  const endpoint = new URL(options.url);
  const credentials = `${decodeURIComponent(endpoint.username)}:${decodeURIComponent(endpoint.password)}`;
  const authorization =
    endpoint.username === '' ? null : `Basic ${Buffer.from(credentials).toString('base64')}`;
  endpoint.username = '';
  endpoint.password = '';
  const target = endpoint.toString();

  return {
    name: 'gateway',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(target, {
          method: 'POST',
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs ?? SMS_GATEWAY_TIMEOUT_MS),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            'user-agent': options.userAgent,
            ...(authorization ? { authorization } : {}),
          },
          body: new URLSearchParams({ To: message.to, From: options.from, Body: message.text }),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return {
          status: 'failed',
          error: timedOut
            ? 'The SMS gateway did not answer in time.'
            : 'The SMS gateway could not be reached.',
          retryable: true,
        };
      }
      if (!response.ok) {
        const error = await refusal(response);
        return isPassingFailure(response.status)
          ? { status: 'failed', error, retryable: true }
          : { status: 'failed', error };
      }
      await response.body?.cancel();
      return { status: 'sent' };
    },
  };
}
