import { and, eq, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { ALERT_GRACE_MS, evaluateTagRules, type AlertRule, type TagValue } from '@wildfire/shared';
import {
  accountMemberships,
  alertConditions,
  alerts,
  properties,
  propertyMemberships,
  sites,
  tagLatest,
  users,
} from '../db/schema';
import { createAlert, type AlertType } from '../repositories/alerts';
import { publishServerEvent } from './server-events';

interface RaisedAlert {
  type: AlertType;
  title: string;
  description: string;
  details?: string;
  ruleKey?: string;
}

const RULE_TEXT: Record<
  AlertRule,
  (property: string, detail: string[]) => Omit<RaisedAlert, 'ruleKey'>
> = {
  low_pressure: (property, detail) => ({
    type: 'urgent',
    title: 'Low water pressure',
    description: `${detail.join(', ')} at ${property}: below the 50 PSI minimum while running.`,
    details:
      'Sprinklers may not reach full coverage. Check the water supply and tank level; call your service partner if it persists.',
  }),
  high_temperature: (property, detail) => ({
    type: 'urgent',
    title: 'High temperature',
    description: `${detail.join(', ')} at ${property}: above 90 °F.`,
    details:
      'A high reading can mean fire nearby. Check the area and be ready to activate your defense.',
  }),
  panel_offline: (property) => ({
    type: 'urgent',
    title: 'Panel offline',
    description: `The panel at ${property} has not reported for more than 5 minutes.`,
    details:
      'Remote control and live status are unavailable until it reconnects. Check power and the cellular gateway.',
  }),
};

/** The rules evaluated from telemetry (offline is evaluated by the watchdog). */
const TAG_RULES = ['low_pressure', 'high_temperature'] as const;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * Alert rules: conditions are tracked per rule and site in the database, an alert is raised
 * once the condition held for its grace period (one open alert per rule and site), and it is
 * resolved when the condition ends. Every member of the property receives it; urgent ones
 * are emailed to Owners and Emergency Contacts.
 */
/** Panels handled between two turns of the event loop in a long offline check. */
const YIELD_EVERY = 10;

export class AlertService {
  constructor(private readonly app: FastifyInstance) {}

  /** Re-evaluate the telemetry rules for these sites from their latest tags. */
  async evaluateSites(siteIds: string[], now = new Date()) {
    if (siteIds.length === 0) return;
    const rows = await this.app.db
      .select({ siteId: tagLatest.siteId, tag: tagLatest.tag, value: tagLatest.value })
      .from(tagLatest)
      .where(inArray(tagLatest.siteId, siteIds));
    const bySite = new Map<string, Record<string, TagValue>>();
    for (const row of rows) {
      const tags = bySite.get(row.siteId) ?? {};
      tags[row.tag] = row.value;
      bySite.set(row.siteId, tags);
    }
    // Read what is already tracked in two queries; only changes cost more.
    const ruleKeys = siteIds.flatMap((siteId) => TAG_RULES.map((rule) => `${rule}:${siteId}`));
    const { tracked, open } = await this.trackedRules((ruleKey) => inArray(ruleKey, ruleKeys));
    for (const siteId of siteIds) {
      const holding = evaluateTagRules(bySite.get(siteId) ?? {});
      for (const rule of TAG_RULES) {
        const key = `${rule}:${siteId}`;
        const detail = holding[rule] ?? null;
        if (detail === null && !tracked.has(key) && !open.has(key)) continue;
        await this.setCondition(siteId, rule, detail, now);
      }
    }
  }

  /** Offline panels: offline for more than 5 minutes raises; back online resolves. */
  async evaluateOffline(now = new Date()) {
    // Only the panels whose alert has to change are read: on a settled fleet of 10,000, reading
    // every panel to find none kept the server busy for some 60 ms every 15 seconds.
    // A panel that never reported is not installed yet: nothing to alert about.
    const ruleKey = sql`${'panel_offline' satisfies AlertRule} || ':' || ${sites.siteId}`;
    const tracked = sql`exists (select 1 from ${alertConditions} where ${alertConditions.ruleKey} = ${ruleKey})`;
    const open = sql`exists (select 1 from ${alerts} where ${alerts.ruleKey} = ${ruleKey} and ${alerts.resolvedAt} is null)`;
    const unsettled = await this.app.db
      .select({ siteId: sites.siteId, online: sites.online, lastSeenAt: sites.lastSeenAt })
      .from(sites)
      .where(
        and(
          isNotNull(sites.lastSeenAt),
          // Online with something to resolve, or offline without its alert open yet.
          or(
            and(eq(sites.online, true), or(tracked, open)),
            and(eq(sites.online, false), not(open)),
          ),
        ),
      );
    for (const [index, site] of unsettled.entries()) {
      // The embedded database answers without giving the event loop a turn: on a mass outage
      // (thousands of panels at once) no request or panel message would be served until the end.
      if (index > 0 && index % YIELD_EVERY === 0) await nextTurn();
      await this.setCondition(
        site.siteId,
        'panel_offline',
        site.online ? null : [],
        now,
        site.lastSeenAt ?? undefined,
      );
    }
  }

  /** The rule keys matching `keys` whose condition is tracked, and those with an open alert. */
  private async trackedRules(keys: (ruleKey: PgColumn) => SQL) {
    const tracked = await this.app.db
      .select({ key: alertConditions.ruleKey })
      .from(alertConditions)
      .where(keys(alertConditions.ruleKey));
    const open = await this.app.db
      .select({ key: alerts.ruleKey })
      .from(alerts)
      .where(and(keys(alerts.ruleKey), isNull(alerts.resolvedAt)));
    return {
      tracked: new Set(tracked.map((r) => r.key)),
      open: new Set(open.map((r) => r.key)),
    };
  }

  /** Record whether a rule holds for a site; raise or resolve its alert accordingly. */
  async setCondition(
    siteId: string,
    rule: AlertRule,
    detail: string[] | null,
    now: Date,
    holdingSince?: Date,
  ) {
    const ruleKey = `${rule}:${siteId}`;
    const db = this.app.db;
    if (detail === null) {
      await db.delete(alertConditions).where(eq(alertConditions.ruleKey, ruleKey));
      await db
        .update(alerts)
        .set({ resolvedAt: now })
        .where(and(eq(alerts.ruleKey, ruleKey), isNull(alerts.resolvedAt)));
      return;
    }
    await db
      .insert(alertConditions)
      .values({ ruleKey, siteId, since: holdingSince ?? now })
      .onConflictDoNothing();
    const [condition] = await db
      .select()
      .from(alertConditions)
      .where(eq(alertConditions.ruleKey, ruleKey));
    if (!condition || now.getTime() - condition.since.getTime() < ALERT_GRACE_MS[rule]) return;
    const [open] = await db
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(eq(alerts.ruleKey, ruleKey), isNull(alerts.resolvedAt)))
      .limit(1);
    if (open) return;
    const property = await this.propertyOf(siteId);
    if (!property) return;
    await this.raise(siteId, { ...RULE_TEXT[rule](property.name, detail), ruleKey });
  }

  /** An event worth telling the members about (no rule, nothing to resolve). */
  async announce(siteId: string, alert: Omit<RaisedAlert, 'ruleKey'>) {
    await this.raise(siteId, alert);
  }

  /**
   * An alert raised at most once per rule key, however often (and by however many instances)
   * it is asked for: a resolved one is not raised again, the open-alert index settles races.
   */
  async announceOnce(siteId: string, ruleKey: string, alert: Omit<RaisedAlert, 'ruleKey'>) {
    const [existing] = await this.app.db
      .select({ id: alerts.id })
      .from(alerts)
      .where(eq(alerts.ruleKey, ruleKey))
      .limit(1);
    if (existing) return;
    await this.raise(siteId, { ...alert, ruleKey });
  }

  /** The condition behind a rule key's alert ended: resolve its open alert. */
  async resolveRule(ruleKey: string, now = new Date()) {
    await this.app.db
      .update(alerts)
      .set({ resolvedAt: now })
      .where(and(eq(alerts.ruleKey, ruleKey), isNull(alerts.resolvedAt)));
  }

  private async propertyOf(siteId: string) {
    const [row] = await this.app.db
      .select({ id: properties.id, name: properties.name, accountId: properties.accountId })
      .from(sites)
      .innerJoin(properties, eq(properties.id, sites.propertyId))
      .where(eq(sites.siteId, siteId));
    return row;
  }

  /** Everybody who sees the property, and which of them are emailed for urgent alerts. */
  private async recipientsOf(property: { id: number; accountId: number }) {
    const direct = await this.app.db
      .select({ id: users.id, email: users.email, role: propertyMemberships.role })
      .from(propertyMemberships)
      .innerJoin(users, eq(users.id, propertyMemberships.userId))
      .where(
        and(
          eq(propertyMemberships.propertyId, property.id),
          eq(propertyMemberships.status, 'active'),
        ),
      );
    const viaAccount = await this.app.db
      .select({ id: users.id, email: users.email, role: accountMemberships.role })
      .from(accountMemberships)
      .innerJoin(users, eq(users.id, accountMemberships.userId))
      .where(
        and(
          eq(accountMemberships.accountId, property.accountId),
          eq(accountMemberships.status, 'active'),
          inArray(accountMemberships.role, ['account_owner', 'property_manager']),
        ),
      );
    const all = new Map<number, { email: string; emailed: boolean }>();
    for (const m of direct)
      all.set(m.id, {
        email: m.email,
        emailed: m.role === 'owner' || m.role === 'emergency_contact',
      });
    for (const m of viaAccount) {
      const existing = all.get(m.id);
      all.set(m.id, {
        email: m.email,
        emailed: (existing?.emailed ?? false) || m.role === 'account_owner',
      });
    }
    return all;
  }

  private async raise(siteId: string, alert: RaisedAlert) {
    const property = await this.propertyOf(siteId);
    if (!property) return;
    const recipients = await this.recipientsOf(property);
    let alertId: number;
    try {
      alertId = await this.app.db.transaction(async (tx) => {
        const id = await createAlert(
          tx,
          {
            propertyId: property.id,
            type: alert.type,
            title: alert.title,
            description: alert.description,
            details: alert.details ?? null,
            source: alert.ruleKey ? 'rule' : 'system',
            ruleKey: alert.ruleKey ?? null,
          },
          [...recipients.keys()],
        );
        if (alert.type === 'urgent') {
          for (const { email, emailed } of recipients.values()) {
            if (!emailed) continue;
            await this.app.mailer.send(tx, {
              to: email,
              subject: `Urgent: ${alert.title} at ${property.name}`,
              text: `${alert.description}\n\n${alert.details ?? ''}\n\nOpen the portal: ${this.app.config.publicUrl}/alerts`,
            });
          }
        }
        return id;
      });
    } catch (error) {
      // Another instance raised the same rule's alert first.
      if (isUniqueViolation(error)) return;
      throw error;
    }
    publishServerEvent(this.app.broker.client, siteId, 'alert', {
      alert_id: alertId,
      title: alert.title,
    });
  }
}
