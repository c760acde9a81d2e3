import { and, eq, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  ALERT_GRACE_MS,
  evaluateTagRules,
  smsNumber,
  type AlertRule,
  type TagValue,
} from '@wildfire/shared';
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
import { inChunks } from '../lib/in-chunks';
import { createAlert, createRuleAlerts, type AlertType } from '../repositories/alerts';
import { sendTexts } from './notify/texts';
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

/** Panels whose alerts are raised or resolved together, a few queries for the whole batch. */
const BATCH = 100;

/**
 * `work` on each batch of `items`, with a turn of the event loop after each: the embedded
 * database answers without giving one, so on a mass outage no request or panel message would be
 * served until the end.
 */
async function inBatches<T>(items: T[], work: (batch: T[]) => Promise<void>) {
  for (const batch of inChunks(items, BATCH)) {
    await work(batch);
    await nextTurn();
  }
}

// Map.groupBy arrives with Node 21; the product runs on Node 20.
function groupBy<T, K>(items: T[], key: (item: T) => K) {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const ruleKeyOf = (rule: AlertRule, siteId: string) => `${rule}:${siteId}`;

interface RuleAlert extends RaisedAlert {
  ruleKey: string;
}

interface SiteProperty {
  id: number;
  name: string;
  accountId: number;
}

/** A person who receives a property's alerts; `emailed` ones also get urgent ones by mail. */
interface Recipient {
  email: string;
  emailed: boolean;
  /** Where urgent alerts are texted: an Emergency Contact's number (spec section 6); or null. */
  textTo: string | null;
}

/**
 * Alert rules: conditions are tracked per rule and site in the database, an alert is raised
 * once the condition held for its grace period (one open alert per rule and site), and it is
 * resolved when the condition ends. Every member of the property receives it; urgent ones
 * are emailed to Owners and Emergency Contacts, and texted to Emergency Contacts.
 */
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
    const ruleKeys = siteIds.flatMap((siteId) => TAG_RULES.map((rule) => ruleKeyOf(rule, siteId)));
    const { tracked, open } = await this.trackedRules((ruleKey) => inArray(ruleKey, ruleKeys));
    const ending: string[] = [];
    const holding = new Map<AlertRule, { siteId: string; detail: string[] }[]>(
      TAG_RULES.map((rule) => [rule, []]),
    );
    for (const siteId of siteIds) {
      const holds = evaluateTagRules(bySite.get(siteId) ?? {});
      for (const rule of TAG_RULES) {
        const key = ruleKeyOf(rule, siteId);
        const detail = holds[rule];
        if (detail) holding.get(rule)!.push({ siteId, detail });
        else if (tracked.has(key) || open.has(key)) ending.push(key);
      }
    }
    // A fire front heats hundreds of panels within a minute: their alerts are raised in batches.
    await inBatches(ending, (keys) => this.endConditions(keys, now));
    for (const [rule, held] of holding) {
      await inBatches(held, (batch) => this.holdConditions(rule, batch, now));
    }
  }

  /** Offline panels: offline for more than 5 minutes raises; back online resolves. */
  async evaluateOffline(now = new Date()) {
    const unsettled = await this.unsettledOffline();
    const backOnline = unsettled.filter((site) => site.online);
    const silent = unsettled.filter((site) => !site.online);
    // A mass outage (a cell tower fails) leaves thousands of panels to handle at once.
    await inBatches(backOnline, (batch) =>
      this.endConditions(
        batch.map((site) => ruleKeyOf('panel_offline', site.siteId)),
        now,
      ),
    );
    await inBatches(silent, (batch) =>
      this.holdConditions(
        'panel_offline',
        batch.map((site) => ({ siteId: site.siteId, detail: [], since: site.lastSeenAt })),
        now,
      ),
    );
  }

  /**
   * The panels whose offline alert has to change: online with something to resolve, or offline
   * without their alert open yet. On a settled fleet of 10,000, reading every panel to find none
   * kept the server busy for some 60 ms every 15 seconds. A panel that never reported is not
   * installed yet: nothing to alert about.
   */
  async unsettledOffline() {
    const ruleKey = sql`${'panel_offline' satisfies AlertRule} || ':' || ${sites.siteId}`;
    const tracked = sql`exists (select 1 from ${alertConditions} where ${alertConditions.ruleKey} = ${ruleKey})`;
    const open = sql`exists (select 1 from ${alerts} where ${alerts.ruleKey} = ${ruleKey} and ${alerts.resolvedAt} is null)`;
    return this.app.db
      .select({ siteId: sites.siteId, online: sites.online, lastSeenAt: sites.lastSeenAt })
      .from(sites)
      .where(
        and(
          isNotNull(sites.lastSeenAt),
          or(
            and(eq(sites.online, true), or(tracked, open)),
            and(eq(sites.online, false), not(open)),
          ),
        ),
      );
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
    if (detail === null) await this.endConditions([ruleKeyOf(rule, siteId)], now);
    else await this.holdConditions(rule, [{ siteId, detail, since: holdingSince }], now);
  }

  /** These conditions ended: forget them and resolve their open alerts. */
  private async endConditions(ruleKeys: string[], now: Date) {
    await this.app.db.delete(alertConditions).where(inArray(alertConditions.ruleKey, ruleKeys));
    await this.app.db
      .update(alerts)
      .set({ resolvedAt: now })
      .where(and(inArray(alerts.ruleKey, ruleKeys), isNull(alerts.resolvedAt)));
  }

  /**
   * A rule holds for these sites (since `since`, or now when it was not tracked yet): raise the
   * alert of each that has held for the rule's grace period and has none open.
   */
  private async holdConditions(
    rule: AlertRule,
    holding: { siteId: string; detail: string[]; since?: Date | null }[],
    now: Date,
  ) {
    const db = this.app.db;
    const keyed = holding.map((h) => ({ ...h, ruleKey: ruleKeyOf(rule, h.siteId) }));
    await db
      .insert(alertConditions)
      .values(keyed.map((h) => ({ ruleKey: h.ruleKey, siteId: h.siteId, since: h.since ?? now })))
      .onConflictDoNothing();
    const conditions = await db
      .select({ ruleKey: alertConditions.ruleKey, since: alertConditions.since })
      .from(alertConditions)
      .where(
        inArray(
          alertConditions.ruleKey,
          keyed.map((h) => h.ruleKey),
        ),
      );
    const since = new Map(conditions.map((c) => [c.ruleKey, c.since]));
    const due = keyed.filter((h) => {
      const held = since.get(h.ruleKey);
      return held !== undefined && now.getTime() - held.getTime() >= ALERT_GRACE_MS[rule];
    });
    if (due.length === 0) return;
    const open = await db
      .select({ key: alerts.ruleKey })
      .from(alerts)
      .where(
        and(
          inArray(
            alerts.ruleKey,
            due.map((h) => h.ruleKey),
          ),
          isNull(alerts.resolvedAt),
        ),
      );
    const openKeys = new Set(open.map((r) => r.key));
    await this.raiseRules(
      due
        .filter((h) => !openKeys.has(h.ruleKey))
        .map((h) => ({
          siteId: h.siteId,
          alert: (property: string) => ({
            ...RULE_TEXT[rule](property, h.detail),
            ruleKey: h.ruleKey,
          }),
        })),
    );
  }

  /** An event worth telling the members about (no rule, nothing to resolve). */
  async announce(siteId: string, alert: Omit<RaisedAlert, 'ruleKey'>) {
    const property = (await this.propertiesOf([siteId])).get(siteId);
    if (!property) return;
    const recipients = await this.recipientsOf([property]);
    const alertId = await this.app.db.transaction((tx) =>
      createAlert(tx, this.toStore(alert, property), [
        ...(recipients.get(property.id)?.keys() ?? []),
      ]),
    );
    await this.deliver([{ siteId, property, alert, alertId }], recipients);
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
    await this.raiseRules([{ siteId, alert: () => ({ ...alert, ruleKey }) }]);
  }

  /** The condition behind a rule key's alert ended: resolve its open alert. */
  async resolveRule(ruleKey: string, now = new Date()) {
    await this.app.db
      .update(alerts)
      .set({ resolvedAt: now })
      .where(and(eq(alerts.ruleKey, ruleKey), isNull(alerts.resolvedAt)));
  }

  /**
   * Raise rule alerts, many in a few queries. One whose rule another instance raised meanwhile
   * is skipped: the open-alert index lets only one be stored.
   */
  private async raiseRules(raising: { siteId: string; alert: (property: string) => RuleAlert }[]) {
    if (raising.length === 0) return;
    const propertyOfSite = await this.propertiesOf(raising.map((r) => r.siteId));
    const placed = raising.flatMap(({ siteId, alert }) => {
      const property = propertyOfSite.get(siteId);
      return property ? [{ siteId, property, alert: alert(property.name) }] : [];
    });
    const recipients = await this.recipientsOf(placed.map((p) => p.property));
    const stored = await this.app.db.transaction((tx) =>
      createRuleAlerts(
        tx,
        placed.map(({ property, alert }) => ({
          alert: { ...this.toStore(alert, property), ruleKey: alert.ruleKey },
          recipientIds: [...(recipients.get(property.id)?.keys() ?? [])],
        })),
      ),
    );
    await this.deliver(
      placed.flatMap((p) => {
        const alertId = stored.get(p.alert.ruleKey);
        return alertId === undefined ? [] : [{ ...p, alertId }];
      }),
      recipients,
    );
  }

  private toStore(alert: RaisedAlert, property: SiteProperty) {
    return {
      propertyId: property.id,
      type: alert.type,
      title: alert.title,
      description: alert.description,
      details: alert.details ?? null,
      source: alert.ruleKey ? 'rule' : 'system',
      ruleKey: alert.ruleKey ?? null,
    };
  }

  /** Stored alerts reach the screens at once, then urgent ones go out by mail. */
  private async deliver(
    delivered: { siteId: string; property: SiteProperty; alert: RaisedAlert; alertId: number }[],
    recipients: Map<number, Map<number, Recipient>>,
  ) {
    for (const { siteId, alert, alertId } of delivered) {
      publishServerEvent(this.app.broker.client, siteId, 'alert', {
        alert_id: alertId,
        title: alert.title,
      });
    }
    const urgent = delivered.filter(({ alert }) => alert.type === 'urgent');
    const mails = urgent.flatMap(({ property, alert, alertId }) =>
      [...(recipients.get(property.id)?.entries() ?? [])]
        .filter(([, recipient]) => recipient.emailed)
        .map(([userId, recipient]) => ({
          alertId,
          userId,
          to: recipient.email,
          subject: `Urgent: ${alert.title} at ${property.name}`,
          text: `${alert.description}\n\n${alert.details ?? ''}\n\nOpen the portal: ${this.app.config.publicUrl}/alerts`,
        })),
    );
    const texts = urgent.flatMap(({ property, alert, alertId }) =>
      [...(recipients.get(property.id)?.entries() ?? [])].flatMap(([userId, recipient]) =>
        recipient.textTo === null
          ? []
          : [
              {
                alertId,
                userId,
                to: recipient.textTo,
                text: `Urgent: ${alert.title} at ${property.name}. ${this.app.config.publicUrl}/alerts`,
              },
            ],
      ),
    );
    // The texts do not wait for thousands of mails. Nobody sends an alert again by hand: a mail
    // server or SMS gateway away for now gets it later.
    await Promise.all([
      this.app.mailer.sendAll(this.app.db, mails, { retry: true }),
      sendTexts(this.app.db, this.app.notify.sms, texts, { retry: true }),
    ]);
  }

  /** The property each site protects (a site not attached to one has nobody to tell). */
  private async propertiesOf(siteIds: string[]) {
    const rows = await this.app.db
      .select({
        siteId: sites.siteId,
        id: properties.id,
        name: properties.name,
        accountId: properties.accountId,
      })
      .from(sites)
      .innerJoin(properties, eq(properties.id, sites.propertyId))
      .where(inArray(sites.siteId, siteIds));
    return new Map<string, SiteProperty>(rows.map(({ siteId, ...property }) => [siteId, property]));
  }

  /** Everybody who sees each property, by user id, and which of them are emailed. */
  private async recipientsOf(of: SiteProperty[]) {
    const byProperty = new Map<number, Map<number, Recipient>>();
    if (of.length === 0) return byProperty;
    const propertyIds = [...new Set(of.map((p) => p.id))];
    const accountIds = [...new Set(of.map((p) => p.accountId))];
    const direct = await this.app.db
      .select({
        propertyId: propertyMemberships.propertyId,
        id: users.id,
        email: users.email,
        phone: users.phone,
        role: propertyMemberships.role,
      })
      .from(propertyMemberships)
      .innerJoin(users, eq(users.id, propertyMemberships.userId))
      .where(
        and(
          inArray(propertyMemberships.propertyId, propertyIds),
          eq(propertyMemberships.status, 'active'),
        ),
      );
    const viaAccount = await this.app.db
      .select({
        accountId: accountMemberships.accountId,
        id: users.id,
        email: users.email,
        role: accountMemberships.role,
      })
      .from(accountMemberships)
      .innerJoin(users, eq(users.id, accountMemberships.userId))
      .where(
        and(
          inArray(accountMemberships.accountId, accountIds),
          eq(accountMemberships.status, 'active'),
          inArray(accountMemberships.role, ['account_owner', 'property_manager']),
        ),
      );
    const directOf = groupBy(direct, (m) => m.propertyId);
    const viaAccountOf = groupBy(viaAccount, (m) => m.accountId);
    for (const property of of) {
      const all = new Map<number, Recipient>();
      for (const m of directOf.get(property.id) ?? []) {
        all.set(m.id, {
          email: m.email,
          emailed: m.role === 'owner' || m.role === 'emergency_contact',
          textTo: m.role === 'emergency_contact' ? smsNumber(m.phone) : null,
        });
      }
      for (const m of viaAccountOf.get(property.accountId) ?? []) {
        all.set(m.id, {
          email: m.email,
          emailed: (all.get(m.id)?.emailed ?? false) || m.role === 'account_owner',
          textTo: all.get(m.id)?.textTo ?? null,
        });
      }
      byProperty.set(property.id, all);
    }
    return byProperty;
  }
}
