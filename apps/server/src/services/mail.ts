import type { MailOutcome } from '@wildfire/shared';
import nodemailer from 'nodemailer';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import { inChunks } from '../lib/in-chunks';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** What became of a mail: kept in the log (no SMTP_URL), handed to the server, or failed. */
export type { MailOutcome };

export interface Mailer {
  /** Send (or, without SMTP_URL, keep) a mail; every mail is recorded in the delivery log. */
  send(db: Executor, mail: Mail): Promise<MailOutcome>;
  /**
   * The same for many mails at once (an alert for thousands of panels): sent several at a time
   * and logged a batch at a time, as each batch has been handed over.
   */
  sendAll(db: Executor, mails: Mail[]): Promise<MailOutcome[]>;
  /** Closes the connections kept open to the mail server. */
  close(): void;
}

/**
 * Connections to the mail server kept open and used at once. A mass outage sends thousands of
 * urgent mails: they go out this many at a time over connections that stay open, instead of
 * one new connection per mail, one after another. SMTP_URL may set its own (`?maxConnections=`).
 */
export const SMTP_CONNECTIONS = 5;

/**
 * Mails handed over and logged per batch: if the process stops in the middle of a mass
 * sending, at most one batch that went out has no row in the delivery log.
 */
const MAIL_BATCH = 100;

/** The SMTP_URL with connection pooling on, unless it says otherwise. */
function pooledUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) {
    url.searchParams.set('maxConnections', String(SMTP_CONNECTIONS));
  }
  return url.toString();
}

/**
 * Mail goes through SMTP_URL when it is set; otherwise it is only kept in the delivery log
 * (mail_outbox), where the demo and the tests read it. A failed send is recorded, not thrown:
 * the action that caused it has already happened.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(pooledUrl(options.smtpUrl)) : null;

  async function deliver(mail: Mail): Promise<typeof mailOutbox.$inferInsert> {
    if (!transport) return { ...mail, status: 'logged' };
    try {
      await transport.sendMail({ from: options.from, ...mail });
      return { ...mail, status: 'sent' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ...mail, status: 'failed', error: message.slice(0, 500) };
    }
  }

  const mailer: Mailer = {
    async send(db, mail) {
      const [outcome] = await mailer.sendAll(db, [mail]);
      return outcome!;
    },
    async sendAll(db, mails) {
      const outcomes: MailOutcome[] = [];
      for (const batch of inChunks(mails, MAIL_BATCH)) {
        // The pool sends SMTP_CONNECTIONS of them at a time and queues the rest.
        const records = await Promise.all(batch.map(deliver));
        await db.insert(mailOutbox).values(records);
        outcomes.push(...records.map((record) => record.status!));
      }
      return outcomes;
    },
    close() {
      transport?.close();
    },
  };
  return mailer;
}
