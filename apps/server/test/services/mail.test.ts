import net from 'node:net';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, properties, sites } from '../../src/db/schema';
import { createMailer, type Mailer, SMTP_CONNECTIONS } from '../../src/services/mail';
import { build } from '../helper';
import { startSmtpStandIn } from '../stand-ins/smtp-stand-in';

const FROM = 'Wildfire Defense <alerts@wildfire.test>';

/** A port on this machine where nothing listens. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail: handed to SMTP_URL, every mail recorded in the delivery log', async () => {
  const smtp = await startSmtpStandIn();
  const { app } = await build({ SMTP_URL: smtp.url });
  const mailers: Mailer[] = [];
  /** A mailer of its own for a test; its pooled connections are closed after the file. */
  const mailerFor = (smtpUrl: string | undefined) => {
    const mailer = createMailer({ smtpUrl, from: FROM });
    mailers.push(mailer);
    return mailer;
  };
  afterAll(() => {
    for (const mailer of mailers) mailer.close();
  });

  const logged = (to: string[]) =>
    app.db
      .select({ to: mailOutbox.to, status: mailOutbox.status, error: mailOutbox.error })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, to))
      .orderBy(mailOutbox.id);

  it('without SMTP_URL a mail is only kept in the log', async () => {
    const mailer = mailerFor(undefined);
    const before = smtp.received.length;
    expect(
      await mailer.sendAll(app.db, [
        { to: 'kept.one@demo.test', subject: 'Kept', text: 'one' },
        { to: 'kept.two@demo.test', subject: 'Kept', text: 'two' },
      ]),
    ).toEqual(['logged', 'logged']);
    expect(smtp.received.length).toBe(before);
    expect(await logged(['kept.one@demo.test', 'kept.two@demo.test'])).toEqual([
      { to: 'kept.one@demo.test', status: 'logged', error: null },
      { to: 'kept.two@demo.test', status: 'logged', error: null },
    ]);
  });

  it('with SMTP_URL each mail reaches the mail server and is logged as sent', async () => {
    const mailer = mailerFor(smtp.url);
    expect(
      await mailer.send(app.db, { to: 'sent@demo.test', subject: 'Hello', text: 'Body text' }),
    ).toBe('sent');
    const [received] = smtp.received.filter((m) => m.to.includes('sent@demo.test'));
    expect(received!.from).toBe('alerts@wildfire.test');
    expect(received!.data).toContain('Subject: Hello');
    expect(received!.data).toContain('Body text');
    expect(await logged(['sent@demo.test'])).toEqual([
      { to: 'sent@demo.test', status: 'sent', error: null },
    ]);
  });

  it('a mail the server refuses is logged as failed with its reason, and the rest still go', async () => {
    smtp.unknownMailboxes.add('nobody@demo.test');
    const mailer = mailerFor(smtp.url);
    const outcomes = await mailer.sendAll(app.db, [
      { to: 'first@demo.test', subject: 'Batch', text: '1' },
      { to: 'nobody@demo.test', subject: 'Batch', text: '2' },
      { to: 'third@demo.test', subject: 'Batch', text: '3' },
    ]);
    expect(outcomes).toEqual(['sent', 'failed', 'sent']);
    const rows = await logged(['first@demo.test', 'nobody@demo.test', 'third@demo.test']);
    expect(rows.map((r) => [r.to, r.status])).toEqual([
      ['first@demo.test', 'sent'],
      ['nobody@demo.test', 'failed'],
      ['third@demo.test', 'sent'],
    ]);
    expect(rows[1]!.error).toMatch(/550/);
  });

  it('a mail server that cannot be reached: the mail is logged as failed, nothing is thrown', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${String(await closedPort())}`);
    expect(
      await mailer.send(app.db, { to: 'unreached@demo.test', subject: 'Lost', text: 'x' }),
    ).toBe('failed');
    const [row] = await logged(['unreached@demo.test']);
    expect(row!.status).toBe('failed');
    expect(row!.error).toMatch(/ECONNREFUSED/);
  });

  it('a mass sending goes out several at a time over connections kept open, logged as it goes', async () => {
    const own = await startSmtpStandIn();
    const mailer = mailerFor(own.url);
    const mails = Array.from({ length: 250 }, (_, i) => ({
      to: `mass.${String(i)}@demo.test`,
      subject: 'Panel offline',
      text: `Panel ${String(i)} stopped reporting.`,
    }));
    const outcomes = await mailer.sendAll(app.db, mails);
    expect(outcomes).toEqual(mails.map(() => 'sent'));
    expect(own.received.map((m) => m.to[0]).sort()).toEqual(mails.map((m) => m.to).sort());
    // Not one connection per mail: a few, used at the same time and again for mail after mail.
    expect(own.connections.opened).toBeLessThanOrEqual(SMTP_CONNECTIONS);
    expect(own.connections.mostOpen).toBeGreaterThan(1);
    // Every mail is in the delivery log, in the order given.
    const rows = await logged(mails.map((m) => m.to));
    expect(rows.map((r) => [r.to, r.status])).toEqual(mails.map((m) => [m.to, 'sent']));
  });

  it("an urgent alert reaches the owner's mail server", async () => {
    await app.alertService.announce('WD-1001', {
      type: 'urgent',
      title: 'Test urgent',
      description: 'Checked by the mail test.',
    });
    const [site] = await app.db
      .select({ property: properties.name })
      .from(sites)
      .innerJoin(properties, eq(properties.id, sites.propertyId))
      .where(eq(sites.siteId, 'WD-1001'));
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Urgent: Test urgent at ${site!.property}`))
      .orderBy(desc(mailOutbox.id));
    expect(mail).toMatchObject({ to: 'owner@demo.test', status: 'sent' });
    expect(smtp.received.some((m) => m.to.includes('owner@demo.test'))).toBe(true);
  });
});
