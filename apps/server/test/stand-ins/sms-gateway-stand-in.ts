import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * A local stand-in for an SMS gateway in the shape of Twilio's Messages API: a form POST of To,
 * From and Body to `/2010-04-01/Accounts/{sid}/Messages.json` with the account's SID and token as
 * Basic authentication; 201 with the message resource, or an error body
 * `{ code, message, more_info, status }`. Its Calls API (`…/Calls.json`: To, From, Twiml) takes
 * the voice calls of Critical staff alerts.
 */
export interface ReceivedText {
  to: string;
  from: string;
  body: string;
  authorization: string | undefined;
  contentType: string | undefined;
  userAgent: string | undefined;
}

/** A voice call asked of the account's Calls API (`…/Calls.json`: To, From, Twiml). */
export interface ReceivedCall {
  to: string;
  from: string;
  twiml: string;
  authorization: string | undefined;
}

export interface SmsGatewayStandIn {
  /** SMS_URL with the right credentials. */
  url: string;
  /** Calls placed through the same account (Twilio's Calls API). */
  calls: ReceivedCall[];
  /** The same endpoint with a wrong token. */
  urlWithWrongToken: string;
  received: ReceivedText[];
  /** Numbers the carrier refuses (Twilio's 21211). */
  invalidNumbers: Set<string>;
  /** Wait this long before answering. */
  delayMs: number;
  /**
   * Turns every text (and call) away with `status` while `action` runs, then takes them again:
   * 503 as in an outage, 429 as when sending too fast.
   */
  turningAway<T>(status: TurnAwayStatus, action: () => Promise<T>): Promise<T>;
}

/** Twilio's error code and message for each way the stand-in turns texts away. */
const TURN_AWAY_ERRORS = {
  503: [20503, 'Service Unavailable'],
  429: [20429, 'Too Many Requests'],
} as const;
type TurnAwayStatus = keyof typeof TURN_AWAY_ERRORS;

const SID = 'AC0000000000000000000000000000test';
const TOKEN = 'stand-in-token';

const errorBody = (code: number, message: string, status: number) =>
  JSON.stringify({
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${String(code)}`,
    status,
  });

export async function startSmsGatewayStandIn(): Promise<SmsGatewayStandIn> {
  const path = `/2010-04-01/Accounts/${SID}/Messages.json`;
  const callsPath = `/2010-04-01/Accounts/${SID}/Calls.json`;
  const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
  let turnAway: TurnAwayStatus | null = null;
  const standIn: SmsGatewayStandIn = {
    url: '',
    urlWithWrongToken: '',
    calls: [],
    received: [],
    invalidNumbers: new Set(),
    delayMs: 0,
    async turningAway(status, action) {
      turnAway = status;
      try {
        return await action();
      } finally {
        turnAway = null;
      }
    },
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const answer = (status: number, body: string) => {
        setTimeout(() => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(body);
        }, standIn.delayMs);
      };
      if (request.method === 'POST' && request.url === callsPath) {
        if (request.headers.authorization !== expected) {
          answer(401, errorBody(20003, 'Authenticate', 401));
          return;
        }
        if (turnAway !== null) {
          const [code, message] = TURN_AWAY_ERRORS[turnAway];
          answer(turnAway, errorBody(code, message, turnAway));
          return;
        }
        const form = new URLSearchParams(raw);
        const call: ReceivedCall = {
          to: form.get('To') ?? '',
          from: form.get('From') ?? '',
          twiml: form.get('Twiml') ?? '',
          authorization: request.headers.authorization,
        };
        if (!/^\+\d{8,15}$/.test(call.to) || call.twiml === '') {
          answer(400, errorBody(21201, "No 'To' number or no instructions", 400));
          return;
        }
        standIn.calls.push(call);
        answer(
          201,
          JSON.stringify({
            sid: `CA${String(standIn.calls.length).padStart(32, '0')}`,
            account_sid: SID,
            to: call.to,
            from: call.from,
            status: 'queued',
          }),
        );
        return;
      }
      if (request.method !== 'POST' || request.url !== path) {
        answer(404, errorBody(20404, 'The requested resource was not found', 404));
        return;
      }
      if (request.headers.authorization !== expected) {
        answer(401, errorBody(20003, 'Authenticate', 401));
        return;
      }
      if (turnAway !== null) {
        const [code, message] = TURN_AWAY_ERRORS[turnAway];
        answer(turnAway, errorBody(code, message, turnAway));
        return;
      }
      const form = new URLSearchParams(raw);
      const text: ReceivedText = {
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        userAgent: request.headers['user-agent'],
      };
      if (!/^\+\d{8,15}$/.test(text.to) || standIn.invalidNumbers.has(text.to)) {
        answer(400, errorBody(21211, `Invalid 'To' Phone Number: ${text.to}`, 400));
        return;
      }
      standIn.received.push(text);
      answer(
        201,
        JSON.stringify({
          sid: `SM${String(standIn.received.length).padStart(32, '0')}`,
          account_sid: SID,
          to: text.to,
          from: text.from,
          body: text.body,
          status: 'queued',
          num_segments: '1',
          error_code: null,
          error_message: null,
          date_created: new Date().toUTCString(),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://${SID}:${TOKEN}@127.0.0.1:${String(port)}${path}`;
  standIn.urlWithWrongToken = `http://${SID}:wrong@127.0.0.1:${String(port)}${path}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return standIn;
}
