import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * A local stand-in for a mail server: enough of SMTP (RFC 5321) for nodemailer to hand it
 * mail, without TLS or authentication. Every message accepted is recorded with its envelope.
 * A recipient in `unknownMailboxes` is refused with 550, as a server does for a mailbox it does
 * not know; while `busy`, every mail is turned away with 421, a server's "try again later".
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpStandIn {
  url: string;
  received: ReceivedMail[];
  /** Connections opened to it so far, and the most open at one time. */
  connections: { opened: number; open: number; mostOpen: number };
  unknownMailboxes: Set<string>;
  busy: boolean;
  /** Runs for each message before the stand-in accepts it: the sender waits meanwhile. */
  onMail?: (mail: ReceivedMail) => Promise<void>;
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const standIn: SmtpStandIn = {
    url: '',
    received: [],
    connections: { opened: 0, open: 0, mostOpen: 0 },
    unknownMailboxes: new Set(),
    busy: false,
  };
  const server = net.createServer((socket) => {
    const { connections } = standIn;
    connections.opened++;
    connections.open++;
    connections.mostOpen = Math.max(connections.mostOpen, connections.open);
    socket.on('close', () => connections.open--);
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stand-in ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const accepted = mail;
          mail = { from: '', to: [], data: '' };
          if (standIn.onMail) {
            // One message per connection at a time: nodemailer waits for this answer.
            void standIn.onMail(accepted).finally(() => {
              standIn.received.push(accepted);
              reply('250 2.0.0 queued');
            });
            continue;
          }
          standIn.received.push(accepted);
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 stand-in');
        else if (verb === 'MAIL' && standIn.busy) reply('421 4.3.2 busy, try again later');
        else if (verb === 'MAIL') {
          mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          const to = /<(.*)>/.exec(line)?.[1] ?? '';
          if (standIn.unknownMailboxes.has(to)) reply('550 5.1.1 no such mailbox');
          else {
            mail.to.push(to);
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 ok');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else reply('502 5.5.1 not implemented');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `smtp://127.0.0.1:${String(port)}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return standIn;
}
