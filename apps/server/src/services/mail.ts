import nodemailer from 'nodemailer';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';

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
}

/**
 * Mail goes through SMTP_URL when it is set; otherwise it is only kept in the delivery log
 * (mail_outbox), where the demo and the tests read it. A failed send is recorded, not thrown:
 * the action that caused it has already happened.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(db, mail) {
      if (!transport) {
        await db.insert(mailOutbox).values({ ...mail, status: 'logged' });
        return 'logged';
      }
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await db.insert(mailOutbox).values({ ...mail, status: 'sent' });
        return 'sent';
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db
          .insert(mailOutbox)
          .values({ ...mail, status: 'failed', error: message.slice(0, 500) });
        return 'failed';
      }
    },
  };
}
