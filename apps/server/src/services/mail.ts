import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MailOutcome } from '@wildfire/shared';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import { inChunks } from '../lib/in-chunks';
import { redactText } from '../lib/redaction';
import { mailOutcomeOf, recordRetries } from './alarm-history';
import { claimDue, nextAttemptAfter } from './retry-schedule';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The alert it carries and the person it goes to, kept with it in the delivery log. */
  alertId?: number;
  userId?: number;
  /**
   * Secrets the text carries (a link's token): sent, but kept in the delivery log as
   * `[redacted]` (decision 052). Such a mail is never tried again from the log.
   */
  secrets?: readonly string[];
}

/** What became of a mail: kept in the log (no SMTP_URL), handed to the server, or failed. */
export type { MailOutcome };

export interface SendOptions {
  /**
   * Try again later when the mail server could not take the mail for now (unreachable, or a 4xx
   * answer): for mails nobody is there to send again, such as urgent alerts (decision 028).
   */
  retry?: boolean;
}

export interface Mailer {
  /** Send (or, without SMTP_URL, keep) a mail; every mail is recorded in the delivery log. */
  send(db: Executor, mail: Mail, options?: SendOptions): Promise<MailOutcome>;
  /**
   * The same for many mails at once (an alert for thousands of panels): sent several at a time
   * and logged a batch at a time, as each batch has been handed over.
   */
  sendAll(db: Executor, mails: Mail[], options?: SendOptions): Promise<MailOutcome[]>;
  /**
   * Tries again the failed mails whose next try is due at `now`, claiming them first so that
   * instances sharing the database do not send the same mail twice; what became of them.
   */
  retryDue(db: Executor, now?: Date): Promise<{ sent: number; failed: number }>;
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

/**
 * A refusal the mail server gives for good (a 5xx answer: no such mailbox, authentication
 * refused) is not tried again; no answer at all, or a 4xx "try later", is.
 */
export function isLastingRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

/** The SMTP_URL with connection pooling on, unless it says otherwise. */
function pooledUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) {
    url.searchParams.set('maxConnections', String(SMTP_CONNECTIONS));
  }
  return url.toString();
}

/** A header value in RFC 2047's encoded form when it is not plain ASCII. */
const headerValue = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;

/**
 * Without SMTP_URL each mail is written to the local mailbox folder as a message file any mail
 * program opens (one `.eml` per mail, readable by the server's user only): where the demo's reset
 * and invitation links arrive, now that the delivery log keeps them redacted (decision 052).
 */
async function writeToMailbox(mailboxDir: string, from: string, mail: Mail, now: Date) {
  await fs.mkdir(mailboxDir, { recursive: true, mode: 0o700 });
  const id = `${now.getTime()}-${crypto.randomBytes(6).toString('hex')}`;
  const message = [
    `From: ${headerValue(from)}`,
    `To: ${mail.to}`,
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${id}@mailbox.local>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
  ].join('\r\n');
  await fs.writeFile(path.join(mailboxDir, `${id}.eml`), message, { mode: 0o600 });
}

/** SHA-256 (hex) of the body as sent: what identifies a mail whose log entry is redacted. */
export const mailTextSha256 = (text: string) =>
  crypto.createHash('sha256').update(text).digest('hex');

/**
 * Mail goes through SMTP_URL when it is set; otherwise it is written to the local mailbox folder
 * (`mailboxDir`, DATA_DIR/mailbox). Either way it is recorded in the delivery log (mail_outbox),
 * its secrets redacted. A failed send is recorded, not thrown: the action that caused it has
 * already happened.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  mailboxDir: string;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(pooledUrl(options.smtpUrl)) : null;

  /**
   * Hands one mail to the mail server, its `attempts`-th try; what to record. A failure that may
   * pass gets its next try when `retry` asks for one.
   */
  async function deliver(mail: Mail, attempts: number, retry: boolean, now: Date) {
    if (!transport) {
      try {
        await writeToMailbox(options.mailboxDir, options.from, mail, now);
        return { status: 'logged', error: null, nextAttemptAt: null } as const;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { status: 'failed', error: message.slice(0, 500), nextAttemptAt: null } as const;
      }
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      return { status: 'sent', error: null, nextAttemptAt: null } as const;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const again = retry && !isLastingRefusal(error);
      return {
        status: 'failed',
        error: message.slice(0, 500),
        nextAttemptAt: again ? nextAttemptAfter(attempts, now) : null,
      } as const;
    }
  }

  const mailer: Mailer = {
    async send(db, mail, sendOptions) {
      const [outcome] = await mailer.sendAll(db, [mail], sendOptions);
      return outcome!;
    },
    async sendAll(db, mails, sendOptions) {
      const outcomes: MailOutcome[] = [];
      for (const batch of inChunks(mails, MAIL_BATCH)) {
        // The pool sends SMTP_CONNECTIONS of them at a time and queues the rest.
        const records = await Promise.all(
          batch.map(async ({ secrets, ...mail }) => ({
            ...mail,
            // Kept without its secrets; the log cannot send such a mail again, so it is not
            // tried again (the person asks for a new link).
            text: redactText(mail.text, secrets),
            textSha256: mailTextSha256(mail.text),
            ...(await deliver(
              mail,
              1,
              (sendOptions?.retry ?? false) && !secrets?.length,
              new Date(),
            )),
          })),
        );
        await db.insert(mailOutbox).values(records);
        outcomes.push(...records.map((record) => record.status));
      }
      return outcomes;
    },
    async retryDue(db, now = new Date()) {
      const tally = { sent: 0, failed: 0 };
      if (!transport) return tally;
      const claimed = await claimDue(db, mailOutbox, now);
      const retried = await Promise.all(
        claimed.map(async ({ id, attempts, to, subject, text, alertId, userId }) => {
          const outcome = await deliver({ to, subject, text }, attempts + 1, true, now);
          await db
            .update(mailOutbox)
            .set({ ...outcome, attempts: attempts + 1 })
            .where(eq(mailOutbox.id, id));
          tally[outcome.status === 'sent' ? 'sent' : 'failed']++;
          return { alertId, userId, attempt: attempts + 1, outcome: mailOutcomeOf(outcome.status) };
        }),
      );
      await recordRetries(db, 'email', retried);
      return tally;
    },
    close() {
      transport?.close();
    },
  };
  return mailer;
}
