import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * A local stand-in for a Slack incoming webhook: a JSON POST of `{text}` answered `200 ok`, or
 * Slack's own refusals (`400 invalid_payload` for a body without text, `404 no_service` for an
 * unknown hook).
 */
export interface SlackStandIn {
  url: string;
  posted: Array<{ text: string; contentType: string | undefined }>;
  /** Answer this status instead (a Slack outage: 500). */
  failWith: number | null;
}

export async function startSlackStandIn(): Promise<SlackStandIn> {
  const hook = '/services/T000/B000/standinhook';
  const standIn: SlackStandIn = { url: '', posted: [], failWith: null };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const answer = (status: number, body: string) => {
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(body);
      };
      if (request.method !== 'POST' || request.url !== hook) return answer(404, 'no_service');
      if (standIn.failWith !== null) return answer(standIn.failWith, 'internal_error');
      let text: unknown;
      try {
        text = (JSON.parse(raw) as { text?: unknown }).text;
      } catch {
        return answer(400, 'invalid_payload');
      }
      if (typeof text !== 'string' || text === '') return answer(400, 'no_text');
      standIn.posted.push({ text, contentType: request.headers['content-type'] });
      answer(200, 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${String(port)}${hook}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return standIn;
}
