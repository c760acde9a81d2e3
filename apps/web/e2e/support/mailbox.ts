import fs from 'node:fs';
import path from 'node:path';

import { expect } from '@playwright/test';

/**
 * The mail the test server sends. Without SMTP_URL it writes each mail to DATA_DIR/mailbox as an
 * `.eml` file (decision 052): the delivery log keeps mails without their links' tokens, so the
 * links come from here, as they would from the person's inbox. playwright.config.ts names the
 * data folder (E2E_DATA_DIR) for the server and the specs alike.
 */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** When the server wrote it (ms), from the file's name. */
  at: number;
}

function mailboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'mailbox');
}

/** One `.eml` file the server wrote: headers, a blank line, then the text as sent (8 bit). */
function parse(file: string): ReceivedMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).split('\r\n');
  const header = (name: string) =>
    headers.find((h) => h.toLowerCase().startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
  const subject = header('subject');
  const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(subject)?.[1];
  return {
    to: header('to'),
    subject: encoded ? Buffer.from(encoded, 'base64').toString('utf8') : subject,
    text: raw.slice(split + 4),
    at: Number(path.basename(file).split('-')[0]),
  };
}

/** Every mail to `email` so far, oldest first. */
export function mailsTo(email: string): ReceivedMail[] {
  const dir = mailboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parse(path.join(dir, name)))
    .filter((mail) => mail.to === email);
}

/**
 * The newest mail to `email` written at or after `since` (ms), waiting for it: some mails leave
 * after the answer (a password reset).
 */
export async function newestMailTo(email: string, since = 0): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(email)
          .filter((mail) => mail.at >= since)
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${email}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the link in `mail` that starts with `pathname` (`/reset-password`). */
export function linkIn(mail: ReceivedMail, pathname: string): string {
  const link = new RegExp(`${pathname.replace(/[/]/g, '\\/')}\\?token=[\\w-]+`).exec(mail.text);
  if (!link) throw new Error(`no ${pathname} link in the mail to ${mail.to}`);
  return link[0];
}
