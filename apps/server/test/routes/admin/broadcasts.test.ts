import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BROADCAST_PAGE_SIZE,
  matchesBroadcastFilters,
  MAIL_NOT_SENT,
  PUSH_NO_DEVICE,
  TEXT_NOT_SENT,
  startOfCalendarDay,
  type Broadcast,
  type BroadcastFilters,
} from '@wildfire/shared';
import {
  alertRecipients,
  broadcastDeliveries,
  broadcasts,
  inboxMessages,
  mailOutbox,
  sites,
  smsOutbox,
  users,
} from '#src/db/schema/index';
import type { SmsProvider } from '#src/services/notify/sms';
import { build, eventually } from '../../helper';

const ADMIN = 'admin@demo.test';
const SUPPORT = 'support@demo.test'; // view_alerts, not manage_alerts
const ACCOUNTS = 'accounts@demo.test'; // staff without view_alerts
const OWNER = 'owner@demo.test';
const DAY = 24 * 60 * 60 * 1000;

const validBody = {
  type: 'warning',
  title: 'Smoke reported nearby',
  message: 'Crews report smoke two miles north. Keep your system in Standby.',
  recipients: 'all',
};

describe('alert broadcasts', async () => {
  const { app, injectAs } = await build();
  const db = app.db;

  const list = async (query = '', email = ADMIN) => {
    const res = await injectAs(email, { method: 'GET', url: `/api/admin/broadcasts${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Broadcast[]; total: number; page: number; page_size: number }>();
  };
  const send = (body: object, email = ADMIN) =>
    injectAs(email, { method: 'POST', url: '/api/admin/broadcasts', payload: body });
  const finished = (id: number) =>
    eventually(async () => {
      const res = await injectAs(ADMIN, { method: 'GET', url: `/api/admin/broadcasts/${id}` });
      const b = res.json<Broadcast>();
      return b.status === 'sending' ? null : b;
    });
  const userId = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const storedCount = async () => (await db.select({ n: count() }).from(broadcasts))[0]!.n;

  describe('access', () => {
    it('answers 401 without a session', async () => {
      expect(
        (await injectAs(null, { method: 'GET', url: '/api/admin/broadcasts' })).statusCode,
      ).toBe(401);
      expect((await send(validBody, null as never)).statusCode).toBe(401);
    });

    it('answers 403 to customers and to staff without view_alerts', async () => {
      for (const email of [OWNER, ACCOUNTS]) {
        const res = await injectAs(email, { method: 'GET', url: '/api/admin/broadcasts' });
        expect(res.statusCode, email).toBe(403);
      }
    });

    it('view_alerts lists but sending needs manage_alerts', async () => {
      await list('', SUPPORT);
      const before = await storedCount();
      expect((await send(validBody, SUPPORT)).statusCode).toBe(403);
      expect(
        (await injectAs(SUPPORT, { method: 'GET', url: '/api/admin/broadcasts/audience' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await injectAs(SUPPORT, { method: 'GET', url: '/api/admin/broadcasts/recipients' }))
          .statusCode,
      ).toBe(403);
      expect(await storedCount()).toBe(before);
    });
  });

  describe('the list', () => {
    it('shows the demo broadcasts newest first with sender and per-channel delivery counts', async () => {
      const page = await list();
      expect(page.page_size).toBe(100);
      expect(page.items.length).toBeGreaterThanOrEqual(4);
      const times = page.items.map((b) => Date.parse(b.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const firmware = page.items.find((b) => b.title === 'Panel firmware update')!;
      expect(firmware).toMatchObject({
        type: 'info',
        status: 'sent',
        recipients: 'selected',
        recipient_count: 1,
        channels: ['email', 'sms'],
        sender: { name: 'Alex Morgan' },
      });
      expect(firmware.deliveries.in_app).toEqual({ pending: 0, sent: 0, delivered: 1, failed: 0 });
      expect(firmware.deliveries.sms).toEqual({ pending: 0, sent: 0, delivered: 0, failed: 1 });
      expect(firmware.deliveries.push).toBeUndefined();
    });

    it('alert search is case-insensitive on the message only', async () => {
      const found = await list('?search=RED%20FLAG%20warning');
      expect(found.items.map((b) => b.title)).toContain(
        'Red Flag Warning for the Santa Monica Mountains',
      );
      // "Santa Monica" is only in that alert's title.
      expect((await list('?search=santa%20monica')).total).toBe(0);
    });

    it('search and filters combine with AND, as the shared rule says', async () => {
      const all = (await list()).items;
      const now = new Date();
      const adminId = await userId(ADMIN);
      const cases: Array<[string, BroadcastFilters]> = [
        ['?type=warning', { type: 'warning' }],
        ['?status=sent&type=urgent', { status: 'sent', type: 'urgent' }],
        [`?sender=${adminId}`, { sender: adminId }],
        [`?sender=${adminId}&time=month`, { sender: adminId, time: 'month' }],
        [
          `?search=the&type=info&sender=${adminId}`,
          { search: 'the', type: 'info', sender: adminId },
        ],
        ['?status=failed', { status: 'failed' }],
      ];
      for (const [query, filters] of cases) {
        const expected = all
          .filter((b) =>
            matchesBroadcastFilters(
              {
                message: b.message,
                type: b.type,
                status: b.status,
                createdAt: new Date(b.created_at),
                senderId: b.sender.id,
              },
              filters,
              now,
              'America/Los_Angeles',
            ),
          )
          .map((b) => b.id);
        const got = (await list(`${query}&tz=America/Los_Angeles`.replace(/^&/, '?'))).items;
        expect(
          got.map((b) => b.id),
          query,
        ).toEqual(expected);
      }
    });

    it('rejects unknown filter values with 400', async () => {
      for (const query of [
        '?type=panic',
        '?status=lost',
        '?time=year',
        '?sender=abc',
        '?tz=Mars/Base',
        '?page=0',
      ]) {
        const res = await injectAs(ADMIN, { method: 'GET', url: `/api/admin/broadcasts${query}` });
        expect(res.statusCode, query).toBe(400);
      }
    });
  });

  describe('date windows at their boundaries', () => {
    it('Past Week holds 7 days, Past Month 30, Today the calendar day in the viewer zone', async () => {
      const sender = await userId(ADMIN);
      const now = Date.now();
      const tz = 'America/New_York';
      const midnight = startOfCalendarDay(new Date(now), tz).getTime();
      const at = {
        weekIn: now - 7 * DAY + 60_000,
        weekOut: now - 7 * DAY - 60_000,
        monthIn: now - 30 * DAY + 60_000,
        monthOut: now - 30 * DAY - 60_000,
        todayIn: midnight,
        todayOut: midnight - 1,
      };
      const rows = await db
        .insert(broadcasts)
        .values(
          Object.entries(at).map(([key, time]) => ({
            type: 'routine' as const,
            title: key,
            message: `window-probe ${key}`,
            recipientMode: 'all' as const,
            channels: [],
            recipientCount: 0,
            senderId: sender,
            senderName: 'Alex Morgan',
            status: 'sent' as const,
            createdAt: new Date(time),
          })),
        )
        .returning({ id: broadcasts.id, title: broadcasts.title });
      const titles = async (time: string) =>
        (await list(`?search=window-probe&time=${time}&tz=${encodeURIComponent(tz)}`)).items.map(
          (b) => b.title,
        );
      const week = await titles('week');
      expect(week).toContain('weekIn');
      expect(week).not.toContain('weekOut');
      const month = await titles('month');
      expect(month).toEqual(expect.arrayContaining(['monthIn', 'weekOut', 'weekIn']));
      expect(month).not.toContain('monthOut');
      const today = await titles('today');
      expect(today).toContain('todayIn');
      expect(today).not.toContain('todayOut');
      await db.delete(broadcasts).where(
        inArray(
          broadcasts.id,
          rows.map((r) => r.id),
        ),
      );
    });
  });

  describe('pagination', () => {
    it('pages of 100, newest first across pages', async () => {
      const sender = await userId(ADMIN);
      const base = Date.now() - 2 * DAY;
      const rows = await db
        .insert(broadcasts)
        .values(
          Array.from({ length: 205 }, (_, i) => ({
            type: 'routine' as const,
            title: `Bulk ${i}`,
            message: `paging-probe number ${i}`,
            recipientMode: 'all' as const,
            channels: [],
            recipientCount: 0,
            senderId: sender,
            senderName: 'Alex Morgan',
            status: 'sent' as const,
            createdAt: new Date(base + i * 1000),
          })),
        )
        .returning({ id: broadcasts.id });
      const first = await list('?search=paging-probe');
      expect(first).toMatchObject({ total: 205, page: 1, page_size: BROADCAST_PAGE_SIZE });
      expect(first.items).toHaveLength(100);
      expect(first.items[0]!.title).toBe('Bulk 204');
      const third = await list('?search=paging-probe&page=3');
      expect(third.items.map((b) => b.title)).toEqual([
        'Bulk 4',
        'Bulk 3',
        'Bulk 2',
        'Bulk 1',
        'Bulk 0',
      ]);
      await db.delete(broadcasts).where(
        inArray(
          broadcasts.id,
          rows.map((r) => r.id),
        ),
      );
    });
  });

  describe('recipients', () => {
    it('counts all customers, the selected users, or the users having the property', async () => {
      const audience = (
        await injectAs(ADMIN, { method: 'GET', url: '/api/admin/broadcasts/audience' })
      ).json<{ all_users: number; properties: Array<{ site_id: string; user_count: number }> }>();
      // owner, single, guest and empty: customers only, staff and partners excluded.
      expect(audience.all_users).toBe(4);
      // Malibu: the owner (directly and as Account Owner, once) and the guest.
      expect(audience.properties.find((p) => p.site_id === 'WD-1001')!.user_count).toBe(2);
      expect(audience.properties.find((p) => p.site_id === 'WD-1005')!.user_count).toBe(1);

      const overview = (
        await injectAs(ADMIN, {
          method: 'GET',
          url: '/api/admin/broadcasts/recipients?search=OLIVIA',
        })
      ).json<{ items: Array<{ email: string; property_count: number; unread_alerts: number }> }>();
      expect(overview.items).toEqual([
        expect.objectContaining({ email: OWNER, property_count: 4, unread_alerts: 2 }),
      ]);

      const malibu = (
        await db
          .select({ propertyId: sites.propertyId })
          .from(sites)
          .where(eq(sites.siteId, 'WD-1001'))
      )[0]!.propertyId;
      const cases: Array<[object, number]> = [
        [{ recipients: 'all' }, 4],
        [{ recipients: 'selected', selected_users: [await userId('single@demo.test')] }, 1],
        [{ recipients: 'property', selected_property: malibu }, 2],
      ];
      for (const [choice, expected] of cases) {
        const res = await send({ ...validBody, ...choice, send_email: false, send_push: false });
        expect(res.statusCode, res.body).toBe(202);
        expect(res.json().recipient_count).toBe(expected);
        const done = await finished(res.json().broadcast.id);
        expect(done.deliveries.in_app?.delivered).toBe(expected);
      }
    });
  });

  describe('sending', () => {
    it('delivers in-app, email, SMS and push, each recorded per recipient and channel', async () => {
      const res = await send({
        ...validBody,
        title: 'Evacuation warning for Malibu',
        recipients: 'all',
        send_email: true,
        send_sms: true,
        send_push: true,
      });
      expect(res.statusCode, res.body).toBe(202);
      const { broadcast } = res.json<{ broadcast: Broadcast }>();
      expect(broadcast.channels).toEqual(['email', 'sms', 'push']);
      const done = await finished(broadcast.id);
      expect(done.status).toBe('sent');
      expect(done.deliveries.in_app).toEqual({ pending: 0, sent: 0, delivered: 4, failed: 0 });
      // No mail server here (SMTP_URL): the mails are kept in the mailbox folder and reached
      // nobody, so they are failed, saying why (issue 34), never "sent".
      expect(done.deliveries.email).toEqual({ pending: 0, sent: 0, delivered: 0, failed: 4 });
      // Nobody has turned notifications on at a device: push reached nobody, and says so.
      expect(done.deliveries.push).toEqual({ pending: 0, sent: 0, delivered: 0, failed: 4 });
      const pushes = await db
        .select({ error: broadcastDeliveries.error })
        .from(broadcastDeliveries)
        .where(
          and(
            eq(broadcastDeliveries.broadcastId, broadcast.id),
            eq(broadcastDeliveries.channel, 'push'),
          ),
        );
      expect(pushes.map((p) => p.error)).toEqual(Array(4).fill(PUSH_NO_DEVICE));
      // No SMS gateway here (SMS_URL) either; and empty@demo.test has no phone number.
      expect(done.deliveries.sms).toEqual({ pending: 0, sent: 0, delivered: 0, failed: 4 });
      const reasons = await db
        .select({ channel: broadcastDeliveries.channel, error: broadcastDeliveries.error })
        .from(broadcastDeliveries)
        .where(eq(broadcastDeliveries.broadcastId, broadcast.id));
      expect(reasons.filter((r) => r.channel === 'email').map((r) => r.error)).toEqual(
        Array(4).fill(MAIL_NOT_SENT),
      );
      expect(
        reasons
          .filter((r) => r.channel === 'sms')
          .map((r) => r.error)
          .sort(),
      ).toEqual(['No phone number on file.', ...Array(3).fill(TEXT_NOT_SENT)].sort());
      // The back-office reads why, per channel: each reason with how many failed for it.
      expect(done.failure_reasons).toEqual({
        email: [{ reason: MAIL_NOT_SENT, count: 4 }],
        sms: [
          { reason: TEXT_NOT_SENT, count: 3 },
          { reason: 'No phone number on file.', count: 1 },
        ],
        push: [{ reason: PUSH_NO_DEVICE, count: 4 }],
      });

      const mails = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'Evacuation warning for Malibu'));
      expect(mails.map((m) => m.to).sort()).toEqual(
        ['empty@demo.test', 'guest@demo.test', OWNER, 'single@demo.test'].sort(),
      );

      // Texts go to the numbers in the form gateways take, each kept in the SMS log with its alert.
      const [{ alertId }] = (await db
        .select({ alertId: broadcasts.alertId })
        .from(broadcasts)
        .where(eq(broadcasts.id, broadcast.id))) as [{ alertId: number }];
      const texts = await db.select().from(smsOutbox).where(eq(smsOutbox.alertId, alertId));
      expect(texts.map((t) => t.to).sort()).toEqual(
        ['+13105550142', '+17605550117', '+18185550163'].sort(),
      );
      expect(
        texts.every(
          (t) => t.status === 'failed' && t.provider === 'log' && t.error === TEXT_NOT_SENT,
        ),
      ).toBe(true);
      // The back-office's User Alerts says how the broadcast reached the owner.
      const ownerAlerts = (
        await injectAs(ADMIN, {
          method: 'GET',
          url: `/api/admin/users/${String(await userId(OWNER))}/alerts`,
        })
      ).json();
      expect(ownerAlerts.items.find((a: { id: number }) => a.id === alertId)).toMatchObject({
        email: 'logged',
        text: 'logged',
      });

      const inbox = (await injectAs(OWNER, { method: 'GET', url: '/api/inbox' })).json();
      expect(inbox.messages[0]).toMatchObject({
        subject: 'Evacuation warning for Malibu',
        sender: 'Alex Morgan',
        read: false,
      });
      const alerts = (await injectAs(OWNER, { method: 'GET', url: '/api/alerts' })).json();
      expect(alerts.alerts[0]).toMatchObject({
        type: 'warning',
        title: 'Evacuation warning for Malibu',
        description: validBody.message,
      });
      // The sender filter now offers the sender.
      const senders = (
        await injectAs(SUPPORT, { method: 'GET', url: '/api/admin/broadcasts/senders' })
      ).json().senders;
      expect(senders).toEqual(
        expect.arrayContaining([{ id: await userId(ADMIN), name: 'Alex Morgan' }]),
      );
    });

    it('a failing SMS provider is recorded as failed without failing the other channels', async () => {
      const failing: SmsProvider = {
        name: 'failing',
        send: () => Promise.reject(new Error('SMS gateway unreachable')),
      };
      app.broadcasts.useProviders({ sms: failing });
      try {
        const res = await send({ ...validBody, title: 'Gateway down test', send_sms: true });
        expect(res.statusCode).toBe(202);
        const done = await finished(res.json().broadcast.id);
        expect(done.status).toBe('sent');
        expect(done.deliveries.sms).toEqual({ pending: 0, sent: 0, delivered: 0, failed: 4 });
        expect(done.deliveries.email?.failed).toBe(4);
        expect(done.deliveries.push?.failed).toBe(4);
        expect(done.deliveries.in_app?.delivered).toBe(4);
        const errors = await db
          .select({ error: broadcastDeliveries.error })
          .from(broadcastDeliveries)
          .where(eq(broadcastDeliveries.broadcastId, done.id));
        expect(errors.map((e) => e.error)).toContain('SMS gateway unreachable');
      } finally {
        const { createLogSmsProvider } = await import('#src/services/notify/sms');
        app.broadcasts.useProviders({ sms: createLogSmsProvider(app.log) });
      }
    });

    it('answers 400 on bad bodies and stores nothing', async () => {
      const before = {
        broadcasts: await storedCount(),
        inbox: (await db.select({ n: count() }).from(inboxMessages))[0]!.n,
        copies: (await db.select({ n: count() }).from(alertRecipients))[0]!.n,
      };
      const bad: object[] = [
        { ...validBody, title: '   ' },
        { ...validBody, message: '' },
        { ...validBody, type: 'panic' },
        { ...validBody, recipients: 'everyone' },
        { ...validBody, recipients: 'selected', selected_users: [] },
        { ...validBody, recipients: 'selected', selected_users: [await userId(ADMIN)] },
        { ...validBody, recipients: 'property' },
        { ...validBody, recipients: 'property', selected_property: 999_999 },
        { ...validBody, send_sms: 'yes' },
        { ...validBody, extra: true },
      ];
      for (const body of bad) {
        const res = await send(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error.code).toBe('bad_request');
      }
      expect(await storedCount()).toBe(before.broadcasts);
      expect((await db.select({ n: count() }).from(inboxMessages))[0]!.n).toBe(before.inbox);
      expect((await db.select({ n: count() }).from(alertRecipients))[0]!.n).toBe(before.copies);
    });
  });
});
