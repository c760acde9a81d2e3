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
export type MailOutcome = (typeof mailOutbox.$inferSelect)['status'];

export interface Mailer {
  /** Send (or, without SMTP_URL, keep) a mail; every mail is recorded in the delivery log. */
  send(db: Executor, mail: Mail): Promise<MailOutcome>;
  /** The same for many mails at once (an alert for thousands of panels), logged in one insert. */
  sendAll(db: Executor, mails: Mail[]): Promise<MailOutcome[]>;
}

/**
 * Mail goes through SMTP_URL when it is set; otherwise it is only kept in the delivery log
 * (mail_outbox), where the demo and the tests read it. A failed send is recorded, not thrown:
 * the action that caused it has already happened.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

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
      const records = [];
      for (const mail of mails) records.push(await deliver(mail));
      for (const chunk of inChunks(records, 1_000)) await db.insert(mailOutbox).values(chunk);
      return records.map((record) => record.status!);
    },
  };
  return mailer;
}
