import { and, count, eq, inArray, isNull, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  accountMemberships,
  alertConditions,
  alertRecipients,
  alerts,
  gatewayEvents,
  mailOutbox,
  panelLog,
  sites,
  users,
} from '#src/db/schema/index';
import { createRuleAlerts } from '#src/repositories/alerts';
import { markSilentPanelsOffline } from '#src/services/panel-watchdog';
import { addOnlinePanels, build } from '../helper';

describe('the watchdog (panels silent for 90 seconds)', async () => {
  const { app } = await build();
  // The outage's panels, shared by the tests that follow the first.
  let siteIds: string[] = [];
  let propertyIds: number[] = [];

  it('a mass outage: every silent panel is marked offline once, with one gateway event and one log line, the server answering meanwhile', async () => {
    // More panels than one insert takes (a thousand a statement), as when a cell tower fails.
    const count = 2_345;
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    ({ siteIds, propertyIds } = await addOnlinePanels(app, {
      count,
      firstPanel: 50_000,
      name: 'Outage property',
      lastSeenAt: twoMinutesAgo,
    }));

    // Marked a thousand at a time, with the server answering in between.
    let servedMeanwhile = false;
    const marking = markSilentPanelsOffline(app);
    setImmediate(() => {
      servedMeanwhile = true;
    });
    expect(await marking).toBeGreaterThanOrEqual(count);
    expect(servedMeanwhile).toBe(true);

    const states = await app.db
      .select({ online: sites.online })
      .from(sites)
      .where(inArray(sites.siteId, siteIds));
    expect(states).toHaveLength(count);
    expect(states.every((site) => !site.online)).toBe(true);

    const events = await app.db
      .select({
        siteId: gatewayEvents.siteId,
        online: gatewayEvents.online,
        reason: gatewayEvents.reason,
      })
      .from(gatewayEvents)
      .where(inArray(gatewayEvents.siteId, siteIds));
    expect(events).toHaveLength(count);
    expect(new Set(events.map((e) => e.siteId)).size).toBe(count);
    expect(events.every((e) => !e.online && e.reason === 'no heartbeat for 90 seconds')).toBe(true);

    const lines = await app.db
      .select({ siteId: panelLog.siteId, level: panelLog.level, message: panelLog.message })
      .from(panelLog)
      .where(inArray(panelLog.siteId, siteIds));
    expect(lines).toHaveLength(count);
    expect(new Set(lines.map((l) => l.siteId)).size).toBe(count);
    expect(
      lines.every(
        (l) => l.level === 'WARN' && l.message === 'Gateway offline: no heartbeat for 90 seconds',
      ),
    ).toBe(true);

    // Already offline: the next round finds nothing new to say.
    expect(await markSilentPanelsOffline(app)).toBe(0);
  });

  it('the offline check after a mass outage lets the server answer in between', async () => {
    // The outage's panels are offline and unsettled (their alert is not open yet): the check
    // handles each; other requests must not wait for all of them.
    let servedMeanwhile = false;
    // Three quarters of a minute after the watchdog marked them: inside the alarm's grace period.
    const check = app.alertService.evaluateOffline(new Date(Date.now() - 75_000));
    setImmediate(() => {
      servedMeanwhile = true;
    });
    let done = false;
    await check.then(() => {
      done = true;
    });
    expect(done).toBe(true);
    expect(servedMeanwhile).toBe(true);
  });

  it('a minute into a mass outage every panel gets one urgent alarm, with its copies and mails, a hundred panels per transaction', async () => {
    const sixMinutesOn = new Date(Date.now() + 6 * 60_000);
    const transactions = vi.spyOn(app.db, 'transaction');
    await app.alertService.evaluateOffline(sixMinutesOn);
    // Stored in batches: one transaction per hundred panels, not one per panel.
    expect(transactions.mock.calls.length).toBe(Math.ceil(siteIds.length / 100));
    transactions.mockRestore();

    const raised = await app.db
      .select({ id: alerts.id, ruleKey: alerts.ruleKey, propertyId: alerts.propertyId })
      .from(alerts)
      .where(
        and(
          inArray(
            alerts.ruleKey,
            siteIds.map((siteId) => `panel_offline:${siteId}`),
          ),
          isNull(alerts.resolvedAt),
        ),
      );
    expect(raised).toHaveLength(siteIds.length);
    expect(new Set(raised.map((a) => a.ruleKey)).size).toBe(siteIds.length);
    const propertyOfSite = new Map(siteIds.map((siteId, i) => [siteId, propertyIds[i]]));
    for (const alert of raised) {
      expect(alert.propertyId).toBe(
        propertyOfSite.get(alert.ruleKey!.slice('panel_offline:'.length)),
      );
    }

    // The outage's properties have no members of their own: their account's owners and
    // managers receive each alert, and the owners are mailed.
    const people = await app.db
      .select({ id: users.id, email: users.email, role: accountMemberships.role })
      .from(accountMemberships)
      .innerJoin(users, eq(users.id, accountMemberships.userId))
      .where(
        and(
          eq(accountMemberships.accountId, 1),
          eq(accountMemberships.status, 'active'),
          inArray(accountMemberships.role, ['account_owner', 'property_manager']),
        ),
      );
    const owners = people.filter((p) => p.role === 'account_owner');
    expect(owners.length).toBeGreaterThan(0);
    const copies = await app.db
      .select({ alertId: alertRecipients.alertId, userId: alertRecipients.userId })
      .from(alertRecipients)
      .where(
        inArray(
          alertRecipients.alertId,
          raised.map((a) => a.id),
        ),
      );
    expect(copies).toHaveLength(raised.length * people.length);
    const [first] = raised;
    expect(
      copies
        .filter((c) => c.alertId === first!.id)
        .map((c) => c.userId)
        .sort(),
    ).toEqual(people.map((p) => p.id).sort());

    const mails = await app.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'Urgent: Panel offline at Outage property %'));
    expect(mails).toHaveLength(raised.length * owners.length);
    expect(new Set(mails.map((m) => m.to))).toEqual(new Set(owners.map((o) => o.email)));

    // Settled: the next check finds nothing to do, and raises nothing twice.
    expect(await app.alertService.unsettledOffline()).toEqual([]);
    await app.alertService.evaluateOffline(sixMinutesOn);
    const [{ n } = { n: 0 }] = await app.db
      .select({ n: count() })
      .from(alerts)
      .where(like(alerts.ruleKey, 'panel_offline:%'));
    expect(n).toBe(raised.length);
  });

  it('when the towers come back, every outage alarm is cleared in the next check, with one notice each', async () => {
    await app.db.update(sites).set({ online: true }).where(inArray(sites.siteId, siteIds));
    const transactions = vi.spyOn(app.db, 'transaction');
    await app.alertService.evaluateOffline();
    // The notices too are stored a hundred panels per transaction.
    expect(transactions.mock.calls.length).toBe(Math.ceil(siteIds.length / 100));
    transactions.mockRestore();
    const [{ notices } = { notices: 0 }] = await app.db
      .select({ notices: count() })
      .from(alerts)
      .where(eq(alerts.title, 'Panel back online'));
    expect(notices).toBe(siteIds.length);
    const stillOpen = await app.db
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(like(alerts.ruleKey, 'panel_offline:%'), isNull(alerts.resolvedAt)));
    expect(stillOpen).toEqual([]);
    const tracked = await app.db
      .select({ key: alertConditions.ruleKey })
      .from(alertConditions)
      .where(like(alertConditions.ruleKey, 'panel_offline:%'));
    expect(tracked).toEqual([]);
  });

  it('a rule alert another instance raised meanwhile is skipped, and the others of its batch are stored', async () => {
    const [taken, free] = siteIds.map((siteId) => `panel_offline:${siteId}`);
    const alert = (ruleKey: string) => ({
      propertyId: propertyIds[0]!,
      type: 'urgent' as const,
      title: 'Panel offline',
      description: 'raced',
      source: 'rule',
      ruleKey,
    });
    await app.db.insert(alerts).values(alert(taken!));
    const stored = await createRuleAlerts(app.db, [
      { alert: alert(taken!), recipientIds: [1] },
      { alert: alert(free!), recipientIds: [1] },
    ]);
    expect([...stored.keys()]).toEqual([free]);
    const open = await app.db
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(eq(alerts.ruleKey, taken!), isNull(alerts.resolvedAt)));
    expect(open).toHaveLength(1);
    const copies = await app.db
      .select({ alertId: alertRecipients.alertId })
      .from(alertRecipients)
      .where(inArray(alertRecipients.alertId, [open[0]!.id, stored.get(free!)!]));
    expect(copies).toEqual([{ alertId: stored.get(free!) }]);
  });
});
