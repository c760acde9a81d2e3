import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsOutbox } from '../../src/db/schema';
import { createGatewaySmsProvider } from '../../src/services/notify/sms-gateway';
import { alertSeenByStaff, build, closedPort, givePropertyRole } from '../helper';
import { startSmsGatewayStandIn } from '../stand-ins/sms-gateway-stand-in';

const FROM = '+15555550100';
const USER_AGENT = 'WildfireDefensePortal/0.1 (+mailto:support@wildfire.test)';

describe('SMS gateway (SMS_URL): Twilio-shaped Messages API', async () => {
  const gateway = await startSmsGatewayStandIn();
  const provider = (url = gateway.url, timeoutMs?: number) =>
    createGatewaySmsProvider({ url, from: FROM, userAgent: USER_AGENT, timeoutMs });

  it('a text reaches the gateway as its form, with the account as Basic authentication', async () => {
    expect(await provider().send({ to: '+13105550142', text: 'Urgent: test' })).toEqual({
      status: 'sent',
    });
    const [text] = gateway.received.filter((t) => t.body === 'Urgent: test');
    expect(text).toMatchObject({
      to: '+13105550142',
      from: FROM,
      contentType: 'application/x-www-form-urlencoded',
      userAgent: USER_AGENT,
    });
    expect(text!.authorization).toMatch(/^Basic /);
  });

  it("a number the gateway refuses: failed, with the gateway's reason and code", async () => {
    gateway.invalidNumbers.add('+13105550199');
    expect(await provider().send({ to: '+13105550199', text: 'x' })).toEqual({
      status: 'failed',
      error: "Invalid 'To' Phone Number: +13105550199 (21211)",
    });
  });

  it('wrong credentials: failed, and the token appears nowhere in the reason', async () => {
    const outcome = await provider(gateway.urlWithWrongToken).send({
      to: '+13105550142',
      text: 'x',
    });
    expect(outcome).toEqual({ status: 'failed', error: 'Authenticate (20003)' });
  });

  it('a gateway that cannot be reached, or does not answer in time: failed, plainly', async () => {
    const unreachable = `http://sid:token@127.0.0.1:${String(await closedPort())}/Messages.json`;
    expect(await provider(unreachable).send({ to: '+13105550142', text: 'x' })).toEqual({
      status: 'failed',
      error: 'The SMS gateway could not be reached.',
    });
    gateway.delayMs = 500;
    try {
      expect(await provider(gateway.url, 100).send({ to: '+13105550142', text: 'x' })).toEqual({
        status: 'failed',
        error: 'The SMS gateway did not answer in time.',
      });
    } finally {
      gateway.delayMs = 0;
    }
  });
});

describe('urgent alerts are texted to Emergency Contacts (customer-portal.md section 6)', async () => {
  const gateway = await startSmsGatewayStandIn();
  const { app, injectAs } = await build({ SMS_URL: gateway.url, SMS_FROM: FROM });
  // The demo guest, (818) 555-0163, becomes WD-1001's Emergency Contact.
  await givePropertyRole(app, 'guest@demo.test', 'WD-1001', 'emergency_contact');
  const contact = '+18185550163';

  it('an urgent alert is texted to the Emergency Contact and recorded in the SMS log', async () => {
    await app.alertService.announce('WD-1001', {
      type: 'urgent',
      title: 'Texted urgent',
      description: 'Checked by the SMS test.',
    });
    const texts = gateway.received.filter((t) => t.body.startsWith('Urgent: Texted urgent at '));
    expect(texts.map((t) => t.to)).toEqual([contact]);
    expect(texts[0]!.body).toMatch(/^Urgent: Texted urgent at .+\. http:\/\/.+\/alerts$/);
    const rows = await app.db.select().from(smsOutbox).where(eq(smsOutbox.to, contact));
    expect(rows.find((r) => r.text.startsWith('Urgent: Texted urgent at '))).toMatchObject({
      provider: 'gateway',
      status: 'sent',
      error: null,
    });

    const log = await injectAs('admin@demo.test', {
      method: 'GET',
      url: `/api/admin/sms-log?to=${encodeURIComponent(contact)}`,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().texts[0]).toMatchObject({ to: contact, provider: 'gateway', status: 'sent' });
  });

  it('the owner, who gets the mail, is not texted; a warning is not texted at all', async () => {
    const before = gateway.received.length;
    await app.alertService.announce('WD-1001', {
      type: 'warning',
      title: 'Not texted',
      description: 'Only urgent alerts are texted.',
    });
    expect(gateway.received.length).toBe(before);
    expect(gateway.received.some((t) => t.to === '+13105550142')).toBe(false);
  });

  it("a refused text is logged as failed with the gateway's reason", async () => {
    gateway.invalidNumbers.add(contact);
    try {
      await app.alertService.announce('WD-1001', {
        type: 'urgent',
        title: 'Refused text',
        description: 'The carrier refuses the number.',
      });
    } finally {
      gateway.invalidNumbers.delete(contact);
    }
    const rows = await app.db.select().from(smsOutbox).where(eq(smsOutbox.to, contact));
    const refused = rows.find((r) => r.text.startsWith('Urgent: Refused text'));
    expect(refused).toMatchObject({ status: 'failed' });
    expect(refused!.error).toMatch(/21211/);
  });

  it("a user's alerts in the back-office say how each reached them", async () => {
    const seen = (email: string, title: string) =>
      alertSeenByStaff({ app, injectAs }, email, title);
    // Without SMTP_URL the mail is kept in the delivery log; the text went through the gateway.
    expect(await seen('guest@demo.test', 'Texted urgent')).toMatchObject({
      email: 'logged',
      text: 'sent',
    });
    expect(await seen('guest@demo.test', 'Refused text')).toMatchObject({ text: 'failed' });
    // The owner is emailed, not texted; a warning is neither.
    expect(await seen('owner@demo.test', 'Texted urgent')).toMatchObject({
      email: 'logged',
      text: null,
    });
    expect(await seen('owner@demo.test', 'Not texted')).toMatchObject({ email: null, text: null });
  });

  it('the SMS log is for staff with view_system_logs; a bad number filter is a 400', async () => {
    expect(
      (await injectAs('owner@demo.test', { method: 'GET', url: '/api/admin/sms-log' })).statusCode,
    ).toBe(403);
    expect((await injectAs(null, { method: 'GET', url: '/api/admin/sms-log' })).statusCode).toBe(
      401,
    );
    const bad = await injectAs('admin@demo.test', {
      method: 'GET',
      url: '/api/admin/sms-log?to=12345',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('without SMS_URL texts are kept in the server log', async () => {
  const { app } = await build();
  await givePropertyRole(app, 'guest@demo.test', 'WD-1001', 'emergency_contact');

  it('the text is recorded with the log as its provider', async () => {
    await app.alertService.announce('WD-1001', {
      type: 'urgent',
      title: 'Logged text',
      description: 'No gateway.',
    });
    const rows = await app.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+18185550163'));
    expect(rows.find((r) => r.text.startsWith('Urgent: Logged text'))).toMatchObject({
      provider: 'log',
      status: 'sent',
    });
  });
});
