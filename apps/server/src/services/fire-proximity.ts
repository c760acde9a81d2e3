import crypto from 'node:crypto';
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  AUTO_ACTIVATION_LIMITS,
  autoActivationTrigger,
  derivePanelState,
  envelopeAround,
  FIRE_ALARM_MILES,
  fireAlarmDetail,
  fireAlarmLevel,
  nearestHotspot,
  nearestPerimeter,
  type FireHotspot,
  type FirePerimeter,
} from '@wildfire/shared';
import {
  autoActivations,
  autoActivationSettings,
  backgroundLeases,
  fireHotspots,
  firePerimeters,
  fireSources,
  properties,
  siteFireStatus,
  sites,
  users,
} from '../db/schema';
import { insertCommand } from '../repositories/commands';
import { siteFacts } from '../repositories/panel-state';
import { deliverCommand } from './commands';
import { FireDataSources, failureText } from './fire-data';
import { hasLocation } from './geocoding';
import { describeFailure, productUserAgent } from './http-json';
import { WeatherService } from './weather';

export const FIRE_SOURCES = ['perimeters', 'hotspots', 'nws'] as const;
export type FireSourceName = (typeof FIRE_SOURCES)[number];

/** The poll's lease: longer than a poll takes, shorter than the 5-minute interval. */
const POLL_LEASE = 'fire-data-poll';
const POLL_LEASE_MS = 4 * 60_000;

/** Fires are looked for this far around the fleet: the farthest alarm distance. */
const SEARCH_MILES = FIRE_ALARM_MILES.info + 1;

/** The start command of the whole system, as the dashboard's Activate sends it. */
const START_TAG = 'HMI_SYSTEM_CMD';

interface PlacedSite {
  siteId: string;
  propertyId: number;
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * Fire proximity (issue 35): the poll that fetches and stores the fire data, the measurement of
 * every property's nearest fire with its alarm, and the owner's automatic activation.
 */
export class FireProximityService {
  readonly sources: FireDataSources;
  private readonly instance = crypto.randomUUID();

  constructor(
    private readonly app: FastifyInstance,
    private readonly weather: WeatherService = new WeatherService(app),
    sources?: FireDataSources,
  ) {
    this.sources =
      sources ??
      new FireDataSources({
        perimetersUrl: app.config.fire.perimetersUrl,
        firmsUrl: app.config.fire.firmsUrl,
        firmsMapKey: app.config.fire.firmsMapKey,
        userAgent: productUserAgent(app.config.supportEmail, app.appVersion),
      });
  }

  /**
   * One poll by whichever instance holds the lease: fetch every source, store what answered,
   * record what failed, then measure every property. Returns false when another instance holds it.
   */
  async poll(now = new Date()): Promise<boolean> {
    if (!(await this.claimLease(now))) return false;
    try {
      const placed = await this.placedSites();
      const envelope = envelopeAround(placed, SEARCH_MILES);
      if (envelope) {
        await this.fetchPerimeters(envelope, now);
        await this.fetchHotspots(envelope, now);
        await this.fetchAlerts(placed, now);
      }
      await this.evaluate(now);
    } finally {
      await this.app.db
        .delete(backgroundLeases)
        .where(
          and(eq(backgroundLeases.name, POLL_LEASE), eq(backgroundLeases.holder, this.instance)),
        );
    }
    return true;
  }

  /** Take the poll's lease if it is free or lapsed, in one statement (every instance may try). */
  private async claimLease(now: Date) {
    const until = new Date(now.getTime() + POLL_LEASE_MS);
    const [taken] = await this.app.db
      .insert(backgroundLeases)
      .values({ name: POLL_LEASE, holder: this.instance, until })
      .onConflictDoUpdate({
        target: backgroundLeases.name,
        set: { holder: this.instance, until },
        setWhere: lte(backgroundLeases.until, now),
      })
      .returning({ holder: backgroundLeases.holder });
    return taken?.holder === this.instance;
  }

  private async placedSites(): Promise<PlacedSite[]> {
    const rows = await this.app.db
      .select({
        siteId: sites.siteId,
        propertyId: properties.id,
        name: properties.name,
        latitude: properties.latitude,
        longitude: properties.longitude,
      })
      .from(sites)
      .innerJoin(properties, eq(properties.id, sites.propertyId))
      .where(and(isNotNull(properties.latitude), isNotNull(properties.longitude)))
      .orderBy(sites.siteId);
    return rows.flatMap((row) =>
      hasLocation(row) ? [{ ...row, latitude: row.latitude, longitude: row.longitude }] : [],
    );
  }

  private async record(source: FireSourceName, now: Date, outcome: { error?: string }) {
    const values = outcome.error
      ? { lastAttemptAt: now, lastError: outcome.error }
      : { lastAttemptAt: now, lastSuccessAt: now, lastError: null };
    await this.app.db
      .insert(fireSources)
      .values({ source, ...values })
      .onConflictDoUpdate({ target: fireSources.source, set: values });
  }

  private async fetchPerimeters(envelope: string, now: Date) {
    const [known] = await this.app.db
      .select()
      .from(fireSources)
      .where(eq(fireSources.source, 'perimeters'));
    const knownEdit = known?.scope === envelope && !known.lastError ? known.dataEditedAt : null;
    try {
      const fetched = await this.sources.perimeters(envelope, knownEdit);
      await this.app.db.transaction(async (tx) => {
        if (fetched.changed) {
          await tx.delete(firePerimeters);
          if (fetched.perimeters.length > 0) {
            await tx.insert(firePerimeters).values(
              fetched.perimeters.map((p) => ({
                id: p.id,
                incidentName: p.incidentName,
                acres: p.acres,
                containment: p.containment,
                updatedAt: p.updatedAt ? new Date(p.updatedAt) : null,
                discoveredAt: p.discoveredAt ? new Date(p.discoveredAt) : null,
                geometry: p.geometry,
              })),
            );
          }
        }
        const values = {
          lastAttemptAt: now,
          lastSuccessAt: now,
          lastError: null,
          dataEditedAt: fetched.editedAt,
          scope: envelope,
        };
        await tx
          .insert(fireSources)
          .values({ source: 'perimeters', ...values })
          .onConflictDoUpdate({ target: fireSources.source, set: values });
      });
    } catch (error) {
      this.app.log.warn({ err: describeFailure(error) }, 'fire perimeters unavailable');
      await this.record('perimeters', now, { error: failureText(error) });
    }
  }

  private async fetchHotspots(envelope: string, now: Date) {
    if (!this.sources.hotspotsConfigured) return;
    try {
      const hotspots = await this.sources.hotspots(envelope);
      await this.app.db.transaction(async (tx) => {
        await tx.delete(fireHotspots);
        if (hotspots.length > 0) {
          await tx
            .insert(fireHotspots)
            .values(hotspots.map((h) => ({ ...h, detectedAt: new Date(h.detectedAt) })));
        }
      });
      await this.record('hotspots', now, {});
    } catch (error) {
      this.app.log.warn({ err: describeFailure(error) }, 'fire hotspots unavailable');
      await this.record('hotspots', now, { error: failureText(error) });
    }
  }

  /** The NWS fire events at each property's point (cached per point for 5 minutes). */
  private async fetchAlerts(placed: PlacedSite[], now: Date) {
    let failure: unknown = null;
    for (const site of placed) {
      try {
        const warnings = await this.weather.fireWeatherWarnings(site.latitude, site.longitude);
        const events = warnings.map((w) => ({ id: w.id, event: w.event }));
        await this.app.db
          .insert(siteFireStatus)
          .values({ siteId: site.siteId, events, eventsCheckedAt: now, measuredAt: now })
          .onConflictDoUpdate({
            target: siteFireStatus.siteId,
            set: { events, eventsCheckedAt: now },
          });
      } catch (error) {
        failure = error;
      }
    }
    if (failure)
      this.app.log.warn({ err: describeFailure(failure) }, 'NWS fire alerts unavailable');
    await this.record('nws', now, failure ? { error: failureText(failure) } : {});
  }

  /** Which sources answered their last attempt (unknown ones must not clear an alarm). */
  async sourceStates() {
    const rows = await this.app.db.select().from(fireSources);
    const bySource = new Map(rows.map((r) => [r.source, r]));
    return FIRE_SOURCES.map((source) => {
      const row = bySource.get(source);
      const off = source === 'hotspots' && !this.sources.hotspotsConfigured;
      return {
        source,
        state: off
          ? ('off' as const)
          : !row?.lastSuccessAt || row.lastError
            ? ('unknown' as const)
            : ('current' as const),
        lastSuccessAt: row?.lastSuccessAt ?? null,
        lastAttemptAt: row?.lastAttemptAt ?? null,
        error: off ? null : (row?.lastError ?? null),
      };
    });
  }

  /** Measure every placed property against the stored data: status, alarm, activation rule. */
  async evaluate(now = new Date()) {
    const placed = await this.placedSites();
    const perimeters: FirePerimeter[] = (await this.app.db.select().from(firePerimeters)).map(
      (p) => ({
        id: p.id,
        incidentName: p.incidentName,
        acres: p.acres,
        containment: p.containment,
        updatedAt: p.updatedAt?.toISOString() ?? null,
        geometry: p.geometry,
      }),
    );
    const hotspots: FireHotspot[] = this.sources.hotspotsConfigured
      ? (await this.app.db.select().from(fireHotspots)).map((h) => ({
          latitude: h.latitude,
          longitude: h.longitude,
          detectedAt: h.detectedAt.toISOString(),
          confidence: h.confidence,
          satellite: h.satellite,
        }))
      : [];
    const states = await this.sourceStates();
    const anyUnknown = states.some((s) => s.state === 'unknown');
    const statuses = new Map(
      (await this.app.db.select().from(siteFireStatus)).map((s) => [s.siteId, s]),
    );
    const settings = new Map(
      (await this.app.db.select().from(autoActivationSettings)).map((s) => [s.propertyId, s]),
    );
    const clearing: string[] = [];
    for (const site of placed) {
      const perimeter = nearestPerimeter(site, perimeters);
      const hotspot = nearestHotspot(site, hotspots);
      const events = statuses.get(site.siteId)?.events ?? [];
      const situation = { perimeter, hotspot, events: events.map((e) => e.event) };
      const level = fireAlarmLevel(situation);
      await this.app.db
        .insert(siteFireStatus)
        .values({ siteId: site.siteId, perimeter, hotspot, level, measuredAt: now })
        .onConflictDoUpdate({
          target: siteFireStatus.siteId,
          set: { perimeter, hotspot, level, measuredAt: now },
        });
      if (level) {
        await this.app.alertService.holdCondition(
          'fire_nearby',
          site.siteId,
          { severity: level, detail: fireAlarmDetail(situation) },
          now,
        );
      } else if (!anyUnknown) {
        // Only data that answered may say the fire is gone: unknown is never "no fire".
        clearing.push(site.siteId);
      }
      const rule = settings.get(site.propertyId);
      if (rule?.enabled) {
        const trigger = autoActivationTrigger(rule, perimeter, events);
        if (trigger) await this.startCountdown(site, rule, trigger, now);
      }
    }
    await this.app.alertService.endCondition('fire_nearby', clearing, now);
    await this.processDue(now);
  }

  /**
   * The rule fired for a fire: store the countdown (once per fire and approval, whichever
   * instance gets there) and tell every member and Emergency Contact at once.
   */
  private async startCountdown(
    site: PlacedSite,
    rule: typeof autoActivationSettings.$inferSelect,
    trigger: NonNullable<ReturnType<typeof autoActivationTrigger>>,
    now: Date,
  ) {
    const startsAt = new Date(now.getTime() + rule.countdownMinutes * 60_000);
    const [started] = await this.app.db
      .insert(autoActivations)
      .values({
        siteId: site.siteId,
        fireKey: trigger.fireKey,
        rule: trigger.rule,
        reason: trigger.reason,
        approvedAt: rule.approvedAt,
        startsAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: autoActivations.id });
    if (!started) return;
    const when =
      rule.countdownMinutes === 0
        ? 'now'
        : `in ${String(rule.countdownMinutes)} minute${rule.countdownMinutes === 1 ? '' : 's'}`;
    await this.app.alertService.announce(site.siteId, {
      type: 'urgent',
      title: 'Automatic activation',
      description: `${trigger.reason}. Your wildfire defense at ${site.name} starts ${when} by your automatic-activation rule.`,
      details: `Anyone who may start and stop the system can cancel it before it starts, on the dashboard: ${this.app.config.publicUrl}/?property=${encodeURIComponent(site.siteId)}. If it is not safe to stay, leave now.`,
      meta: { autoActivationId: started.id, startsAt: startsAt.toISOString() },
    });
  }

  /**
   * Countdowns that ended: each is claimed by one instance, then the start command goes out
   * through the same path as a person's (stored, sent, acknowledged and confirmed by the
   * panel), recorded as automatic. A panel offline or not ready gets no command: an urgent
   * alarm says so instead.
   */
  async processDue(now = new Date()) {
    const due = await this.app.db
      .select()
      .from(autoActivations)
      .where(and(eq(autoActivations.status, 'counting'), lte(autoActivations.startsAt, now)));
    if (due.length === 0) return 0;
    const facts = await siteFacts(
      this.app.db,
      due.map((d) => d.siteId),
    );
    for (const activation of due) {
      const fact = facts.get(activation.siteId);
      const state = fact && derivePanelState(fact, now.getTime());
      const blockedBy = !state
        ? 'the panel never reported'
        : state.connection.state !== 'online'
          ? 'the panel is offline'
          : state.readiness !== 'ready'
            ? `the panel is not ready (${state.problems.map((p) => p.condition.replaceAll('_', ' ')).join(', ')})`
            : null;
      const [claimed] = await this.app.db
        .update(autoActivations)
        .set({
          status: blockedBy ? 'blocked' : 'sent',
          completedAt: now,
          error: blockedBy,
        })
        .where(and(eq(autoActivations.id, activation.id), eq(autoActivations.status, 'counting')))
        .returning();
      if (!claimed) continue; // another instance or a cancel got it first
      if (blockedBy) {
        await this.app.alertService.holdCondition(
          'auto_activation_blocked',
          activation.siteId,
          { severity: 'urgent', detail: [`${activation.reason}, but ${blockedBy}`] },
          now,
        );
        continue;
      }
      const stored = await insertCommand(this.app.db, {
        siteId: activation.siteId,
        tag: START_TAG,
        value: 1,
        requestedBy: null,
        automatic: {
          activationId: activation.id,
          rule: activation.rule,
          fireKey: activation.fireKey,
          reason: activation.reason,
        },
      });
      await this.app.db
        .update(autoActivations)
        .set({ commandId: stored.id })
        .where(eq(autoActivations.id, activation.id));
      const sent = await deliverCommand(this.app, stored);
      if (sent.status === 'failed') {
        await this.app.db
          .update(autoActivations)
          .set({ status: 'failed', error: sent.error })
          .where(eq(autoActivations.id, activation.id));
        await this.app.alertService.holdCondition(
          'auto_activation_blocked',
          activation.siteId,
          {
            severity: 'urgent',
            detail: [`${activation.reason}, but ${sent.error ?? 'the command failed'}`],
          },
          now,
        );
      } else {
        await this.app.alertService.endCondition(
          'auto_activation_blocked',
          [activation.siteId],
          now,
        );
      }
    }
    return due.length;
  }

  /** Cancel the site's running countdown; null when none is running. */
  async cancel(siteId: string, userId: number, now = new Date()) {
    const [cancelled] = await this.app.db
      .update(autoActivations)
      .set({ status: 'cancelled', cancelledBy: userId, completedAt: now })
      .where(and(eq(autoActivations.siteId, siteId), eq(autoActivations.status, 'counting')))
      .returning();
    if (!cancelled) return null;
    const [who] = await this.app.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    await this.app.alertService.announce(siteId, {
      type: 'info',
      title: 'Automatic activation cancelled',
      description: `${who?.name ?? 'A member'} cancelled the automatic start of the wildfire defense. The system stays as it is; it will not start again for this fire unless the rule is approved again.`,
      meta: { autoActivationId: cancelled.id },
    });
    return cancelled;
  }

  /** The site's running countdown, or its latest activation. */
  async latestActivation(siteId: string) {
    const [latest] = await this.app.db
      .select()
      .from(autoActivations)
      .where(eq(autoActivations.siteId, siteId))
      .orderBy(sql`${autoActivations.createdAt} desc`, sql`${autoActivations.id} desc`)
      .limit(1);
    return latest ?? null;
  }

  /** Set the rule (an Owner or Property Manager): each save is a new approval. */
  async saveRule(
    propertyId: number,
    userId: number,
    rule: { enabled: boolean; withinMiles: number; countdownMinutes: number },
    now = new Date(),
  ) {
    const values = { ...rule, approvedBy: userId, approvedAt: now };
    const [saved] = await this.app.db
      .insert(autoActivationSettings)
      .values({ propertyId, ...values })
      .onConflictDoUpdate({ target: autoActivationSettings.propertyId, set: values })
      .returning();
    // The owner has seen that a start was blocked and approved the rule again.
    const [site] = await this.app.db
      .select({ siteId: sites.siteId })
      .from(sites)
      .where(eq(sites.propertyId, propertyId));
    if (site)
      await this.app.alertService.endCondition('auto_activation_blocked', [site.siteId], now);
    return saved!;
  }

  async ruleOf(propertyId: number) {
    const [rule] = await this.app.db
      .select()
      .from(autoActivationSettings)
      .where(eq(autoActivationSettings.propertyId, propertyId));
    return (
      rule ?? {
        propertyId,
        enabled: false,
        withinMiles: AUTO_ACTIVATION_LIMITS.defaultMiles,
        countdownMinutes: AUTO_ACTIVATION_LIMITS.defaultCountdownMinutes,
        approvedBy: null,
        approvedAt: null,
      }
    );
  }
}

/** Sites with a fire within `miles`, by perimeter or hotspot (the back-office's Panels at risk). */
export const atRiskWhere = (miles: number) =>
  or(
    sql`(${siteFireStatus.perimeter} ->> 'distanceMiles')::float <= ${miles}`,
    sql`(${siteFireStatus.hotspot} ->> 'distanceMiles')::float <= ${miles}`,
  );
