import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  ALARM_KINDS,
  alarmDescription,
  alarmRuleKey,
  COMMAND_TAGS,
  evaluateTagAlarms,
  offlineReasonText,
  propertyDashboardPath,
  smsNumber,
  TAG_ALARM_CONDITIONS,
  type AlarmCondition,
  type AlarmFinding,
  type TagValue,
} from '@wildfire/shared';
import {
  accountMemberships,
  alertConditions,
  alertRecipients,
  alerts,
  gatewayEvents,
  properties,
  propertyMemberships,
  sites,
  tagLatest,
  users,
} from '../db/schema';
import { inChunks } from '../lib/in-chunks';
import {
  createAlert,
  createNotices,
  createRuleAlerts,
  type AlertType,
} from '../repositories/alerts';
import { recordFirstDelivery } from './alarm-history';
import type { Mail } from './mail';
import { sendPushes, type PushMessage } from './notify/push';
import { sendTexts, type AlertText } from './notify/texts';
import { publishServerEvent } from './server-events';

interface RaisedAlert {
  type: AlertType;
  title: string;
  description: string;
  details?: string;
  ruleKey?: string;
  siteId?: string;
  condition?: AlarmCondition;
  meta?: Record<string, unknown>;
}

/** An alarm condition found to hold at a site, since when (now when it was not tracked yet). */
interface Holding {
  siteId: string;
  finding: AlarmFinding;
  since?: Date | null;
}

/** Panels whose alarms are raised or cleared together, a few queries for the whole batch. */
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

/** The mails, texts and pushes of alerts, each addressed to a person. */
interface Outgoing {
  mails: Mail[];
  texts: AlertText[];
  pushes: PushMessage[];
}

interface RuleAlert extends RaisedAlert {
  ruleKey: string;
}

interface SiteProperty {
  id: number;
  name: string;
  accountId: number;
  /** The staff member who looks after the panel: they receive its alarms too. */
  assignedUserId: number | null;
}

/** A person who receives a property's alerts; `emailed` ones also get urgent ones by mail. */
interface Recipient {
  name: string;
  email: string;
  emailed: boolean;
  /** Where urgent alerts are texted: an Emergency Contact's number (spec section 6); or null. */
  textTo: string | null;
}

/** What a start or stop command asks for, in the words of a refusal. */
const COMMAND_ACTIONS: Record<string, string> = {
  HMI_SYSTEM_CMD: 'the wildfire defense system',
  HMI_SD_CMD: 'structure defense',
  HMI_PD_CMD: 'perimeter defense',
  HMI_SD_TEST_CMD: 'a structure defense test run',
  HMI_PD_TEST_CMD: 'a perimeter defense test run',
  HMI_AGITATOR_CMD: 'the agitator',
};

/** "to start structure defense", "to set SD_LENGTH to 20". */
function commandPurpose(tag: string, value: TagValue) {
  const subject = COMMAND_ACTIONS[tag];
  if (subject) return `to ${value === 1 || value === true ? 'start' : 'stop'} ${subject}`;
  return `to set ${tag} to ${String(value)}`;
}

/**
 * Alarms (docs/alarms.md): a condition at a site is tracked from the moment it holds
 * (alert_conditions, shared by every instance), raised as one alert once it held for its grace
 * period (one open alarm per condition and site, by the open-rule-key index), updated while it
 * lasts when its severity or text changes, and cleared when the condition ends, with one
 * "cleared" notice to the people it reached. Every member of the property receives it, and the
 * staff member assigned to the panel; urgent ones are pushed to every member's devices, emailed
 * to Owners and Emergency Contacts and texted to Emergency Contacts. Acknowledging is per
 * person, on each person's copy.
 */
export class AlertService {
  constructor(private readonly app: FastifyInstance) {}

  /** Re-evaluate the tag-driven alarms of these sites from their latest tags. */
  async evaluateSites(siteIds: string[], now = new Date()) {
    if (siteIds.length === 0) return;
    const rows = await this.app.db
      .select({
        siteId: tagLatest.siteId,
        tag: tagLatest.tag,
        value: tagLatest.value,
        panelTime: tagLatest.panelTime,
      })
      .from(tagLatest)
      .where(inArray(tagLatest.siteId, siteIds));
    const bySite = new Map<
      string,
      { tags: Record<string, TagValue>; times: Record<string, number> }
    >();
    for (const row of rows) {
      const site = bySite.get(row.siteId) ?? { tags: {}, times: {} };
      site.tags[row.tag] = row.value;
      site.times[row.tag] = row.panelTime.getTime();
      bySite.set(row.siteId, site);
    }
    // Read what is already tracked in two queries; only changes cost more.
    const ruleKeys = siteIds.flatMap((siteId) =>
      TAG_ALARM_CONDITIONS.map((condition) => alarmRuleKey(condition, siteId)),
    );
    const { tracked, open } = await this.trackedRules((ruleKey) => inArray(ruleKey, ruleKeys));
    const ending: string[] = [];
    const holding = new Map<AlarmCondition, Holding[]>(
      TAG_ALARM_CONDITIONS.map((condition) => [condition, []]),
    );
    for (const siteId of siteIds) {
      const site = bySite.get(siteId);
      const holds = site ? evaluateTagAlarms(site.tags, site.times) : {};
      for (const condition of TAG_ALARM_CONDITIONS) {
        const key = alarmRuleKey(condition, siteId);
        const finding = holds[condition];
        if (finding) holding.get(condition)!.push({ siteId, finding });
        else if (tracked.has(key) || open.has(key)) ending.push(key);
      }
    }
    // A fire front heats hundreds of panels within a minute: their alarms are raised in batches.
    await inBatches(ending, (keys) => this.endConditions(keys, now));
    for (const [condition, held] of holding) {
      if (held.length === 0) continue;
      await inBatches(held, (batch) => this.holdConditions(condition, batch, now));
    }
  }

  /**
   * Raise the alarms whose grace period ended without a new message to re-evaluate them (a tank
   * reads 0 % once and then the same until refilled): their sites are evaluated again.
   */
  async raiseDue(now = new Date()) {
    const open = sql`exists (select 1 from ${alerts} where ${alerts.ruleKey} = ${alertConditions.ruleKey} and ${alerts.resolvedAt} is null)`;
    const rows = await this.app.db
      .selectDistinct({ siteId: alertConditions.siteId })
      .from(alertConditions)
      .where(
        and(
          not(sql`${alertConditions.ruleKey} like 'panel_offline:%'`),
          lte(alertConditions.since, now),
          not(open),
        ),
      );
    await inBatches(
      rows.map((r) => r.siteId),
      (batch) => this.evaluateSites(batch, now),
    );
  }

  /** Offline panels: offline for a minute raises; back online clears. */
  async evaluateOffline(now = new Date()) {
    const unsettled = await this.unsettledOffline();
    const backOnline = unsettled.filter((site) => site.online);
    const silent = unsettled.filter((site) => !site.online);
    // A mass outage (a cell tower fails) leaves thousands of panels to handle at once.
    await inBatches(backOnline, (batch) =>
      this.endConditions(
        batch.map((site) => alarmRuleKey('panel_offline', site.siteId)),
        now,
      ),
    );
    await inBatches(silent, async (batch) => {
      const reasons = await this.offlineReasons(batch.map((site) => site.siteId));
      await this.holdConditions(
        'panel_offline',
        batch.map((site) => ({
          siteId: site.siteId,
          finding: {
            severity: 'urgent',
            detail: [offlineReasonText(reasons.get(site.siteId))],
          },
          since: site.lastSeenAt,
        })),
        now,
      );
    });
  }

  /** These panels reported again: their offline alarms clear. */
  async panelsBackOnline(siteIds: string[], now = new Date()) {
    if (siteIds.length === 0) return;
    await this.endConditions(
      siteIds.map((siteId) => alarmRuleKey('panel_offline', siteId)),
      now,
    );
  }

  /** Why each of these panels went offline: the reason of its latest gateway event. */
  private async offlineReasons(siteIds: string[]) {
    const rows = await this.app.db
      .selectDistinctOn([gatewayEvents.siteId], {
        siteId: gatewayEvents.siteId,
        reason: gatewayEvents.reason,
      })
      .from(gatewayEvents)
      .where(and(inArray(gatewayEvents.siteId, siteIds), eq(gatewayEvents.online, false)))
      .orderBy(gatewayEvents.siteId, desc(gatewayEvents.at));
    return new Map(rows.map((r) => [r.siteId, r.reason]));
  }

  /**
   * The panels whose offline alarm has to change: online with something to clear, or offline
   * without their alarm open yet. On a settled fleet of 10,000, reading every panel to find none
   * kept the server busy for some 60 ms every 15 seconds. A panel that never reported is not
   * installed yet: nothing to alarm about.
   */
  async unsettledOffline() {
    const ruleKey = sql`${'panel_offline' satisfies AlarmCondition} || ':' || ${sites.siteId}`;
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

  /**
   * A command was settled by the panel. A refusal of a start or stop raises (or updates) the
   * site's urgent "refused" alarm with the panel's reason, to every member and the panel's
   * staff member; a command the panel carried out clears it.
   */
  async commandSettled(
    siteId: string,
    command: { tag: string; value: TagValue; requestedBy: number | null },
    outcome: 'acknowledged' | 'rejected',
    reason: string | undefined,
    now = new Date(),
  ) {
    const key = alarmRuleKey('command_refused', siteId);
    if (outcome === 'acknowledged') {
      if (!(COMMAND_TAGS as readonly string[]).includes(command.tag)) return;
      // A start carried out ends a refused start (a stop, a refused stop): not a setpoint.
      const [open] = await this.app.db
        .select({ meta: alerts.meta })
        .from(alerts)
        .where(and(eq(alerts.ruleKey, key), isNull(alerts.resolvedAt)));
      const refused = open?.meta?.command as { value?: TagValue } | undefined;
      if (open && (refused?.value === undefined || refused.value === command.value))
        await this.endConditions([key], now);
      return;
    }
    const [who] =
      command.requestedBy === null
        ? []
        : await this.app.db
            .select({ name: users.name })
            .from(users)
            .where(eq(users.id, command.requestedBy));
    const detail = `${who ? `${who.name}’s command` : 'a command'} ${commandPurpose(command.tag, command.value)}: ${reason ?? 'no reason given'}`;
    await this.holdConditions(
      'command_refused',
      [{ siteId, finding: { severity: 'urgent', detail: [detail] } }],
      now,
    );
    // What was refused, so that only the same kind of command carried out clears it.
    await this.app.db
      .update(alerts)
      .set({ meta: { command: { tag: command.tag, value: command.value } } })
      .where(and(eq(alerts.ruleKey, key), isNull(alerts.resolvedAt)));
  }

  /**
   * A condition found outside the panel's tags (a fire nearby, a blocked automatic activation)
   * holds at a site: raised, or updated when its severity or text changed, as tag alarms are.
   */
  async holdCondition(
    condition: AlarmCondition,
    siteId: string,
    finding: AlarmFinding,
    now = new Date(),
  ) {
    await this.holdConditions(condition, [{ siteId, finding }], now);
  }

  /** Such a condition ended at these sites: cleared, with one notice to those it reached. */
  async endCondition(condition: AlarmCondition, siteIds: string[], now = new Date()) {
    if (siteIds.length === 0) return;
    await this.endConditions(
      siteIds.map((siteId) => alarmRuleKey(condition, siteId)),
      now,
    );
  }

  /** The rule keys matching `keys` whose condition is tracked, and those with an open alarm. */
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

  /** These conditions ended: forget them, clear their open alarms and tell the same people. */
  private async endConditions(ruleKeys: string[], now: Date) {
    await this.app.db.delete(alertConditions).where(inArray(alertConditions.ruleKey, ruleKeys));
    // Cleared once, by whichever instance's update gets the row: only it sends the notice.
    const cleared = await this.app.db
      .update(alerts)
      .set({ resolvedAt: now })
      .where(and(inArray(alerts.ruleKey, ruleKeys), isNull(alerts.resolvedAt)))
      .returning({
        id: alerts.id,
        propertyId: alerts.propertyId,
        siteId: alerts.siteId,
        condition: alerts.condition,
        type: alerts.type,
      });
    // A cleared alarm needs nobody else: its escalation stops.
    await this.app.escalation.cleared(
      cleared.map((c) => c.id),
      now,
    );
    await this.sendClearedNotices(cleared);
  }

  /**
   * A condition holds at these sites (since `since`, or now when it was not tracked yet): raise
   * the alarm of each that has held for its grace period and has none open, and update the open
   * ones whose severity or text changed.
   */
  private async holdConditions(condition: AlarmCondition, holding: Holding[], now: Date) {
    const db = this.app.db;
    const keyed = holding.map((h) => ({ ...h, ruleKey: alarmRuleKey(condition, h.siteId) }));
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
      return held !== undefined && now.getTime() - held.getTime() >= ALARM_KINDS[condition].graceMs;
    });
    // An alarm already raised is updated whatever its condition's tracking says.
    const open = await db
      .select({
        id: alerts.id,
        ruleKey: alerts.ruleKey,
        type: alerts.type,
        description: alerts.description,
      })
      .from(alerts)
      .where(
        and(
          inArray(
            alerts.ruleKey,
            keyed.map((h) => h.ruleKey),
          ),
          isNull(alerts.resolvedAt),
        ),
      );
    const openByKey = new Map(open.map((r) => [r.ruleKey!, r]));
    const raising = due.filter((h) => !openByKey.has(h.ruleKey));
    if (open.length === 0 && raising.length === 0) return;
    const propertyOfSite = await this.propertiesOf(
      keyed.filter((h) => openByKey.has(h.ruleKey) || raising.includes(h)).map((h) => h.siteId),
    );
    const text = (h: (typeof keyed)[number]) => {
      const property = propertyOfSite.get(h.siteId);
      return property
        ? {
            type: h.finding.severity,
            description: alarmDescription(condition, property.name, h.finding.detail),
          }
        : null;
    };
    const changed = keyed.flatMap((h) => {
      const alarm = openByKey.get(h.ruleKey);
      const current = text(h);
      if (!alarm || !current) return [];
      return alarm.type !== current.type || alarm.description !== current.description
        ? [{ ...h, alarm, ...current }]
        : [];
    });
    for (const update of changed) await this.updateAlarm({ ...update, condition }, now);
    await this.raiseRules(
      raising.map((h) => ({
        siteId: h.siteId,
        alert: (property: string) => ({
          type: h.finding.severity,
          title: ALARM_KINDS[condition].title,
          description: alarmDescription(condition, property, h.finding.detail),
          details: ALARM_KINDS[condition].whatToDo,
          ruleKey: h.ruleKey,
          siteId: h.siteId,
          condition,
        }),
      })),
    );
  }

  /**
   * An open alarm's severity or text changed while it lasted: the alarm is updated, not raised
   * again. One that became urgent (a tank going from low to nearly empty) is unread again for
   * everybody and goes out as urgent alarms do.
   */
  private async updateAlarm(
    update: {
      siteId: string;
      condition: AlarmCondition;
      alarm: { id: number; type: AlertType };
      type: AlertType;
      description: string;
    },
    now: Date,
  ) {
    const escalated = update.type === 'urgent' && update.alarm.type !== 'urgent';
    const [alert] = await this.app.db
      .update(alerts)
      .set({ type: update.type, description: update.description, updatedAt: now })
      .where(and(eq(alerts.id, update.alarm.id), isNull(alerts.resolvedAt)))
      .returning({ title: alerts.title, details: alerts.details });
    if (!alert) return; // cleared meanwhile
    if (!escalated) {
      publishServerEvent(this.app.broker.client, update.siteId, 'alert', {
        alert_id: update.alarm.id,
        title: alert.title,
      });
      return;
    }
    await this.app.db
      .update(alertRecipients)
      .set({ readAt: null, acknowledgedAt: null })
      .where(eq(alertRecipients.alertId, update.alarm.id));
    const property = (await this.propertiesOf([update.siteId])).get(update.siteId);
    if (!property) return;
    await this.app.escalation.restartAsUrgent(
      { id: update.alarm.id, condition: update.condition, propertyId: property.id },
      now,
    );
    const recipients = await this.recipientsOf([property]);
    await this.deliver(
      [
        {
          siteId: update.siteId,
          property,
          alertId: update.alarm.id,
          alert: {
            type: 'urgent',
            title: alert.title,
            description: update.description,
            details: alert.details ?? undefined,
          },
        },
      ],
      recipients,
    );
  }

  /**
   * One notice per cleared alarm to the people its alarm reached ("Panel back online"); those
   * it mailed or texted, when it was urgent, are mailed or texted the notice too. A whole
   * batch (towers coming back after an outage) is stored in one statement and sent together.
   */
  private async sendClearedNotices(
    cleared: Array<{
      id: number;
      propertyId: number | null;
      siteId: string | null;
      condition: string | null;
      type: AlertType;
    }>,
  ) {
    const alarms = cleared.filter(
      (c): c is typeof c & { propertyId: number; siteId: string; condition: AlarmCondition } =>
        c.propertyId !== null &&
        c.siteId !== null &&
        c.condition !== null &&
        c.condition in ALARM_KINDS,
    );
    if (alarms.length === 0) return;
    const copies = await this.app.db
      .select({ alertId: alertRecipients.alertId, userId: alertRecipients.userId })
      .from(alertRecipients)
      .where(
        inArray(
          alertRecipients.alertId,
          alarms.map((a) => a.id),
        ),
      );
    const reached = groupBy(copies, (c) => c.alertId);
    const propertyOfSite = await this.propertiesOf(alarms.map((a) => a.siteId));
    const placed = alarms.flatMap((alarm) => {
      const property = propertyOfSite.get(alarm.siteId);
      if (!property) return [];
      const kind = ALARM_KINDS[alarm.condition];
      const notice: RaisedAlert = {
        type: 'info',
        title: kind.clearedTitle,
        description: kind.clearedText(property.name),
        siteId: alarm.siteId,
        meta: { clears: alarm.id, condition: alarm.condition },
      };
      const people = (reached.get(alarm.id) ?? []).map((c) => c.userId);
      return [{ alarm, property, notice, people }];
    });
    const stored = await this.app.db.transaction((tx) =>
      createNotices(
        tx,
        placed.map((p) => ({
          alert: this.toStore(p.notice, p.property),
          clears: p.alarm.id,
          recipientIds: p.people,
        })),
      ),
    );
    for (const { alarm, notice } of placed) {
      publishServerEvent(this.app.broker.client, alarm.siteId, 'alert', {
        alert_id: stored.get(alarm.id),
        title: notice.title,
        cleared: alarm.id,
      });
    }
    // Only those an urgent alarm reached by mail or text hear the end of it the same way.
    const urgent = placed.filter((p) => p.alarm.type === 'urgent' && stored.has(p.alarm.id));
    if (urgent.length === 0) return;
    const recipients = await this.recipientsOf(urgent.map((p) => p.property));
    const outgoing = urgent.map(({ property, notice, people, alarm }) => {
      const everyone = recipients.get(property.id) ?? new Map<number, Recipient>();
      return this.outgoing(
        [{ property, alert: notice, alertId: stored.get(alarm.id)! }],
        new Map([...everyone].filter(([userId]) => people.includes(userId))),
        (title) => `${title} at ${property.name}`,
      );
    });
    await this.send({
      mails: outgoing.flatMap((o) => o.mails),
      texts: outgoing.flatMap((o) => o.texts),
      pushes: outgoing.flatMap((o) => o.pushes),
    });
  }

  /** An event worth telling the members about (no rule, nothing to clear). */
  async announce(siteId: string, alert: Omit<RaisedAlert, 'ruleKey'>) {
    const property = (await this.propertiesOf([siteId])).get(siteId);
    if (!property) return;
    const recipients = await this.recipientsOf([property]);
    const alertId = await this.app.db.transaction((tx) =>
      createAlert(tx, this.toStore({ ...alert, siteId }, property), [
        ...(recipients.get(property.id)?.keys() ?? []),
      ]),
    );
    // With its site, so that its push opens the property's dashboard.
    await this.deliver([{ siteId, property, alert: { ...alert, siteId }, alertId }], recipients);
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
   * is skipped: the open-alert index lets only one be stored. Alarms (with a condition) reach
   * the panel's staff member too.
   */
  private async raiseRules(raising: { siteId: string; alert: (property: string) => RuleAlert }[]) {
    if (raising.length === 0) return;
    const propertyOfSite = await this.propertiesOf(raising.map((r) => r.siteId));
    const placed = raising.flatMap(({ siteId, alert }) => {
      const property = propertyOfSite.get(siteId);
      return property ? [{ siteId, property, alert: alert(property.name) }] : [];
    });
    const recipients = await this.recipientsOf(placed.map((p) => p.property));
    const staff = await this.assignedStaffOf(
      placed.filter((p) => p.alert.condition).map((p) => p.property),
    );
    const recipientIdsOf = (p: (typeof placed)[number]) => {
      const members = [...(recipients.get(p.property.id)?.keys() ?? [])];
      const assigned = p.alert.condition ? p.property.assignedUserId : null;
      return assigned !== null && staff.has(assigned) ? [...members, assigned] : members;
    };
    const stored = await this.app.db.transaction((tx) =>
      createRuleAlerts(
        tx,
        placed.map((p) => ({
          alert: { ...this.toStore(p.alert, p.property), ruleKey: p.alert.ruleKey },
          recipientIds: recipientIdsOf(p),
        })),
      ),
    );
    // Each alarm raised starts its escalation until acknowledged (decision 073).
    await this.app.escalation.start(
      placed.flatMap((p) => {
        const id = stored.get(p.alert.ruleKey);
        return id === undefined
          ? []
          : [
              {
                id,
                type: p.alert.type,
                condition: p.alert.condition ?? null,
                propertyId: p.property.id,
              },
            ];
      }),
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
      source: alert.ruleKey || alert.meta?.clears ? 'rule' : 'system',
      ruleKey: alert.ruleKey ?? null,
      siteId: alert.siteId ?? null,
      condition: alert.condition ?? null,
      meta: alert.meta ?? null,
    };
  }

  /** Stored alerts reach the screens at once, then urgent ones go out by push, mail and text. */
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
    if (urgent.length === 0) return;
    const outgoing = [...groupBy(urgent, (d) => d.property.id)].map(([propertyId, items]) =>
      this.outgoing(
        items,
        recipients.get(propertyId) ?? new Map(),
        (title) => `Urgent: ${title} at ${items[0]!.property.name}`,
      ),
    );
    const messages = {
      mails: outgoing.flatMap((o) => o.mails),
      texts: outgoing.flatMap((o) => o.texts),
      pushes: outgoing.flatMap((o) => o.pushes),
    };
    const startedAt = new Date();
    const outcomes = await this.send(messages);
    // Every urgent alarm's first delivery goes on its history, per person and channel, with
    // what each provider said: the on-call queue shows who it reached at once, and who not.
    const names = new Map(
      [...recipients.values()].flatMap((people) =>
        [...people].map(([userId, r]) => [userId, r.name] as const),
      ),
    );
    await recordFirstDelivery(this.app.db, messages, outcomes, {
      names,
      textsKeptInLog: this.app.notify.sms.name === 'log',
      startedAt,
    });
  }

  /** The mails and texts of these alerts: to the recipients who are emailed, and texted. */
  private outgoing(
    items: { property: SiteProperty; alert: RaisedAlert; alertId: number }[],
    recipients: Map<number, Recipient>,
    subjectOf: (title: string) => string,
  ): Outgoing {
    const mails = items.flatMap(({ alert, alertId }) =>
      [...recipients.entries()]
        .filter(([, recipient]) => recipient.emailed)
        .map(([userId, recipient]) => ({
          alertId,
          userId,
          to: recipient.email,
          subject: subjectOf(alert.title),
          text: `${alert.description}\n\n${alert.details ?? ''}\n\nOpen the portal: ${this.app.config.publicUrl}/alerts`,
        })),
    );
    const texts = items.flatMap(({ alert, alertId }) =>
      [...recipients.entries()].flatMap(([userId, recipient]) =>
        recipient.textTo === null
          ? []
          : [
              {
                alertId,
                userId,
                to: recipient.textTo,
                text: `${subjectOf(alert.title)}. ${this.app.config.publicUrl}/alerts`,
              },
            ],
      ),
    );
    // Every recipient's devices: a family leaving in a hurry reads their phone, not their mail.
    const pushes = items.flatMap(({ alert, alertId }) =>
      [...recipients.keys()].map((userId): PushMessage => ({
        userId,
        title: subjectOf(alert.title),
        body: alert.description,
        url: alert.siteId ? propertyDashboardPath(alert.siteId) : '/alerts',
        // Only an urgent alarm asks to be acknowledged; a notice that it cleared does not.
        ...(alert.type === 'urgent' ? { alertId, urgent: true } : {}),
        // An automatic activation counting down can be cancelled from the notification.
        ...(alert.siteId && alert.meta?.autoActivationId !== undefined
          ? { cancelSiteId: alert.siteId }
          : {}),
      })),
    );
    return { mails, texts, pushes };
  }

  /** Each message's outcome, in the order of the messages. */
  private async send({ mails, texts, pushes }: Outgoing) {
    // The texts and pushes do not wait for thousands of mails. Nobody sends an alert again by
    // hand: a mail server or SMS gateway away for now gets it later.
    const [mailed, texted, pushed] = await Promise.all([
      this.app.mailer.sendAll(this.app.db, mails, { retry: true }),
      sendTexts(this.app.db, this.app.notify.sms, texts, { retry: true }),
      sendPushes(this.app.notify.push, pushes),
    ]);
    return { mailed, texted, pushed };
  }

  /** The property each site protects (a site not attached to one has nobody to tell). */
  private async propertiesOf(siteIds: string[]) {
    if (siteIds.length === 0) return new Map<string, SiteProperty>();
    const rows = await this.app.db
      .select({
        siteId: sites.siteId,
        id: properties.id,
        name: properties.name,
        accountId: properties.accountId,
        assignedUserId: sites.assignedUserId,
      })
      .from(sites)
      .innerJoin(properties, eq(properties.id, sites.propertyId))
      .where(inArray(sites.siteId, [...new Set(siteIds)]));
    return new Map<string, SiteProperty>(rows.map(({ siteId, ...property }) => [siteId, property]));
  }

  /** Which of these properties' assigned staff members still exist as staff. */
  private async assignedStaffOf(of: SiteProperty[]) {
    const ids = [
      ...new Set(of.flatMap((p) => (p.assignedUserId === null ? [] : [p.assignedUserId]))),
    ];
    if (ids.length === 0) return new Set<number>();
    const rows = await this.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.kind, 'staff')));
    return new Set(rows.map((r) => r.id));
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
        name: users.name,
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
        name: users.name,
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
          name: m.name,
          email: m.email,
          emailed: m.role === 'owner' || m.role === 'emergency_contact',
          textTo: m.role === 'emergency_contact' ? smsNumber(m.phone) : null,
        });
      }
      for (const m of viaAccountOf.get(property.accountId) ?? []) {
        all.set(m.id, {
          name: m.name,
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
