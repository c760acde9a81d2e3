import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * A local stand-in for an SMS gateway in the shape of Twilio's Messages API: a form POST of To,
 * From and Body to `/2010-04-01/Accounts/{sid}/Messages.json` with the account's SID and token as
 * Basic authentication; 201 with the message resource, or an error body
 * `{ code, message, more_info, status }`.
 */
export interface ReceivedText {
  to: string;
  from: string;
  body: string;
  authorization: string | undefined;
  contentType: string | undefined;
  userAgent: string | undefined;
}

export interface SmsGatewayStandIn {
  /** SMS_URL with the right credentials. */
  url: string;
  /** The same endpoint with a wrong token. */
  urlWithWrongToken: string;
  received: ReceivedText[];
  /** Numbers the carrier refuses (Twilio's 21211). */
  invalidNumbers: Set<string>;
  /** Wait this long before answering. */
  delayMs: number;
  /**
   * Turn every text away with this status for now: 503 as in an outage (Twilio's 20503), 429 as
   * when sending too fast (20429); null to take them.
   */
  turnAway: 429 | 503 | null;
}

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
  const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
  const standIn: SmsGatewayStandIn = {
    url: '',
    urlWithWrongToken: '',
    received: [],
    invalidNumbers: new Set(),
    delayMs: 0,
    turnAway: null,
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
      if (request.method !== 'POST' || request.url !== path) {
        answer(404, errorBody(20404, 'The requested resource was not found', 404));
        return;
      }
      if (request.headers.authorization !== expected) {
        answer(401, errorBody(20003, 'Authenticate', 401));
        return;
      }
      if (standIn.turnAway === 503) {
        answer(503, errorBody(20503, 'Service Unavailable', 503));
        return;
      }
      if (standIn.turnAway === 429) {
        answer(429, errorBody(20429, 'Too Many Requests', 429));
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
