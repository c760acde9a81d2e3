import type { ProviderOutcome } from './types';

/**
 * The channels only staff alerts use (docs/alerts-escalation.md): a Slack channel through an
 * incoming webhook, and a voice call through the SMS gateway's account (Twilio's Calls API).
 * A channel that is not configured answers `not_configured`: it never reports sent.
 */
export type StaffOutcome = ProviderOutcome | { status: 'not_configured'; error?: string };

export interface StaffChannels {
  /** Post a line to the team's Slack channel. */
  slack(text: string): Promise<StaffOutcome>;
  /** Ring a phone and read `say` to whoever answers. */
  call(to: string, say: string): Promise<StaffOutcome>;
}

/** How long Slack or the gateway may take before the message counts as failed. */
export const STAFF_CHANNEL_TIMEOUT_MS = 10_000;

async function post(
  url: string,
  init: { headers: Record<string, string>; body: string },
  what: string,
  timeoutMs: number,
): Promise<StaffOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
      ...init,
    });
    await response.body?.cancel();
    if (response.ok) return { status: 'sent' };
    return {
      status: 'failed',
      error: `${what} answered ${String(response.status)}.`,
      retryable: response.status === 429 || response.status >= 500,
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      status: 'failed',
      error: timedOut ? `${what} did not answer in time.` : `${what} could not be reached.`,
      retryable: true,
    };
  }
}

/** TwiML that reads `text` aloud twice (whoever answers may miss the start). */
export function sayTwice(text: string): string {
  const escaped = text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
  return `<Response><Say>${escaped}</Say><Pause length="1"/><Say>${escaped}</Say></Response>`;
}

/**
 * The Calls endpoint of the account SMS_URL names: its `…/Messages.json` becomes `…/Calls.json`
 * (Twilio's `/2010-04-01/Accounts/{sid}/Calls.json`); a gateway URL of another form gets that
 * path on its origin with the account SID from the URL's user.
 */
export function callsEndpoint(smsUrl: string): { url: string; authorization: string | null } {
  const endpoint = new URL(smsUrl);
  const sid = decodeURIComponent(endpoint.username);
  const authorization =
    sid === ''
      ? null
      : `Basic ${Buffer.from(`${sid}:${decodeURIComponent(endpoint.password)}`).toString('base64')}`;
  endpoint.username = '';
  endpoint.password = '';
  if (/\/Messages\.json$/.test(endpoint.pathname))
    endpoint.pathname = endpoint.pathname.replace(/\/Messages\.json$/, '/Calls.json');
  else endpoint.pathname = `/2010-04-01/Accounts/${encodeURIComponent(sid)}/Calls.json`;
  return { url: endpoint.toString(), authorization };
}

export function createStaffChannels(options: {
  slackWebhookUrl?: string | undefined;
  sms?: { url: string; from: string } | undefined;
  userAgent: string;
  timeoutMs?: number;
}): StaffChannels {
  const timeoutMs = options.timeoutMs ?? STAFF_CHANNEL_TIMEOUT_MS;
  const calls = options.sms ? callsEndpoint(options.sms.url) : null;
  return {
    async slack(text) {
      if (!options.slackWebhookUrl)
        return { status: 'not_configured', error: 'SLACK_WEBHOOK_URL is not set.' };
      return post(
        options.slackWebhookUrl,
        {
          headers: { 'content-type': 'application/json', 'user-agent': options.userAgent },
          body: JSON.stringify({ text }),
        },
        'Slack',
        timeoutMs,
      );
    },
    async call(to, say) {
      if (!calls || !options.sms)
        return { status: 'not_configured', error: 'SMS_URL is not set: no account to call from.' };
      return post(
        calls.url,
        {
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            'user-agent': options.userAgent,
            ...(calls.authorization ? { authorization: calls.authorization } : {}),
          },
          body: new URLSearchParams({
            To: to,
            From: options.sms.from,
            Twiml: sayTwice(say),
          }).toString(),
        },
        'The voice gateway',
        timeoutMs,
      );
    },
  };
}
