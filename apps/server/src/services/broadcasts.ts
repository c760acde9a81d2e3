import type { FastifyInstance } from 'fastify';
import {
  broadcastMailSubject,
  broadcastStatusFromDeliveries,
  broadcastText,
  propertyDashboardPath,
  MAIL_NOT_SENT,
  smsNumber,
  type BroadcastCreate,
  type DeliveryChannel,
  type OutsideChannel,
} from '@wildfire/shared';
import { badRequest } from '../lib/http-errors';
import { createAlert } from '../repositories/alerts';
import {
  allCustomers,
  claimPendingDeliveries,
  customersAmong,
  customersHavingProperty,
  deliverInApp,
  deliverySummaries,
  findBroadcast,
  findProperty,
  insertBroadcast,
  insertDeliveries,
  setBroadcastStatus,
  setDeliveryOutcome,
  unfinishedBroadcastIds,
  usersByIds,
  type BroadcastRow,
  type DeliveryRow,
  type Recipient,
} from '../repositories/broadcasts';
import { publishServerEvent } from './server-events';
import type { NotifyProviders } from './notify/providers';
import { sendPushes } from './notify/push';
import { sendTexts } from './notify/texts';

/** Deliveries taken per round: small enough to answer status reads between rounds. */
const BATCH = 200;

export interface Sender {
  id: number;
  name: string;
}

const CHANNEL_OF_FLAG: Array<[keyof BroadcastCreate, OutsideChannel]> = [
  ['send_email', 'email'],
  ['send_sms', 'sms'],
  ['send_push', 'push'],
];

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Alert broadcasts (docs/decisions/009-broadcast-delivery.md): the request stores the broadcast,
 * its in-app alert and one pending delivery per recipient and channel, then answers; delivery
 * runs in the background in rounds of claimed rows, each outcome recorded per recipient and
 * channel, and the broadcast ends `sent` or `failed`. Unfinished broadcasts resume at start.
 */
export class BroadcastService {
  private providers: NotifyProviders;
  private readonly running = new Map<number, Promise<void>>();

  constructor(
    private readonly app: FastifyInstance,
    providers?: Partial<NotifyProviders>,
  ) {
    this.providers = { ...app.notify, ...providers };
  }

  /** Wire other providers (a real SMS gateway or push service; stand-ins in tests). */
  useProviders(providers: Partial<NotifyProviders>) {
    this.providers = { ...this.providers, ...providers };
  }

  /** Who the form's recipient choice reaches; 400 when it names unknown users or property. */
  async resolveRecipients(body: BroadcastCreate): Promise<Recipient[]> {
    const db = this.app.db;
    if (body.recipients === 'all') return allCustomers(db);
    if (body.recipients === 'selected') {
      const ids = [...new Set(body.selected_users)];
      const found = await customersAmong(db, ids);
      if (found.length !== ids.length) {
        throw badRequest('selected_users must name active customers only');
      }
      return found;
    }
    const property = await findProperty(db, body.selected_property!);
    if (!property) throw badRequest('selected_property names no property');
    return customersHavingProperty(db, property.id);
  }

  /** Store the broadcast with its pending deliveries and start delivering in the background. */
  async create(sender: Sender, body: BroadcastCreate) {
    const recipients = await this.resolveRecipients(body);
    if (recipients.length === 0) throw badRequest('recipients: nobody to send this alert to');
    const outside = CHANNEL_OF_FLAG.filter(([flag]) => body[flag] === true).map(([, c]) => c);
    const channels: DeliveryChannel[] = ['in_app', ...outside];
    const propertyId = body.recipients === 'property' ? body.selected_property : null;

    const broadcast = await this.app.db.transaction(async (tx) => {
      const alertId = await createAlert(
        tx,
        {
          propertyId,
          type: body.type,
          title: body.title,
          description: body.message,
          source: 'broadcast',
          meta: { sent_by: sender.name },
        },
        [],
      );
      const row = await insertBroadcast(tx, {
        type: body.type,
        title: body.title,
        message: body.message,
        recipientMode: body.recipients,
        propertyId,
        channels: outside,
        recipientCount: recipients.length,
        senderId: sender.id,
        senderName: sender.name,
        status: 'sending',
        alertId,
      });
      await insertDeliveries(
        tx,
        recipients.flatMap((r) =>
          channels.map((channel) => ({
            broadcastId: row.id,
            userId: r.id,
            channel,
            address: channel === 'email' ? r.email : channel === 'sms' ? r.phone : null,
          })),
        ),
      );
      return row;
    });
    this.start(broadcast.id);
    return broadcast;
  }

  /** Deliver a broadcast in the background (once per instance; other instances skip claimed rows). */
  start(broadcastId: number) {
    if (this.running.has(broadcastId)) return;
    const run = this.deliver(broadcastId)
      .catch((error: unknown) => {
        this.app.log.error({ err: error, broadcastId }, 'broadcast delivery stopped');
      })
      .finally(() => this.running.delete(broadcastId));
    this.running.set(broadcastId, run);
  }

  /** Pick up broadcasts left `sending` by a stopped instance. */
  async resumeUnfinished() {
    for (const id of await unfinishedBroadcastIds(this.app.db)) this.start(id);
  }

  /** Wait for every delivery this instance is running (graceful close, tests). */
  async idle() {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  private async deliver(broadcastId: number) {
    const db = this.app.db;
    for (;;) {
      const batch = await claimPendingDeliveries(db, broadcastId, BATCH);
      if (batch.length === 0) break;
      const found = await findBroadcast(db, broadcastId);
      if (!found) return;
      await this.deliverBatch(found.broadcast, batch);
    }
    const summary = (await deliverySummaries(db, [broadcastId])).get(broadcastId) ?? {};
    const status = broadcastStatusFromDeliveries(summary);
    // Rows still claimed by another instance: that instance finishes the broadcast.
    if (status === 'sending') return;
    await setBroadcastStatus(db, broadcastId, status, new Date());
  }

  private async deliverBatch(broadcast: BroadcastRow, batch: DeliveryRow[]) {
    const db = this.app.db;
    const people = await usersByIds(
      db,
      batch.flatMap((d) => (d.userId === null ? [] : [d.userId])),
    );
    const byChannel = (channel: DeliveryChannel) => batch.filter((d) => d.channel === channel);
    const gone = batch.filter((d) => d.userId === null || !people.has(d.userId));
    await setDeliveryOutcome(
      db,
      gone.map((d) => d.id),
      { status: 'failed', error: 'The recipient no longer exists.' },
    );
    const present = (rows: DeliveryRow[]) => rows.filter((d) => !gone.includes(d));

    const inApp = present(byChannel('in_app'));
    if (inApp.length > 0) {
      try {
        await db.transaction(async (tx) => {
          await deliverInApp(
            tx,
            broadcast,
            inApp.map((d) => d.userId!),
          );
          await setDeliveryOutcome(
            tx,
            inApp.map((d) => d.id),
            { status: 'delivered' },
          );
        });
        await this.announce(broadcast);
      } catch (error) {
        await setDeliveryOutcome(
          db,
          inApp.map((d) => d.id),
          { status: 'failed', error: errorText(error) },
        );
      }
    }

    for (const delivery of present(byChannel('email'))) {
      const person = people.get(delivery.userId!)!;
      const outcome = await this.app.mailer.send(db, {
        alertId: broadcast.alertId ?? undefined,
        userId: person.id,
        to: person.email,
        subject: broadcastMailSubject(broadcast.type, broadcast.title),
        text: `${broadcast.message}\n\nFrom ${broadcast.senderName}, Wildfire Defense.\nOpen your inbox: ${this.app.config.publicUrl}/inbox`,
      });
      // Kept in the mailbox folder (no SMTP_URL) reached nobody: failed, saying why.
      await setDeliveryOutcome(db, [delivery.id], {
        status: outcome === 'sent' ? 'sent' : 'failed',
        error:
          outcome === 'failed'
            ? 'The mail server refused the message.'
            : outcome === 'logged'
              ? MAIL_NOT_SENT
              : null,
      });
    }

    // Gateways take E.164 numbers; profiles hold them as people write them.
    const texting = present(byChannel('sms')).map((delivery) => {
      const phone = people.get(delivery.userId!)!.phone;
      return { delivery, phone, to: smsNumber(phone) };
    });
    for (const { delivery, phone, to } of texting) {
      if (to !== null) continue;
      await setDeliveryOutcome(db, [delivery.id], {
        status: 'failed',
        error: phone
          ? 'The phone number on file is not one a text can go to.'
          : 'No phone number on file.',
      });
    }
    const textable = texting.filter((t) => t.to !== null);
    const texted = await sendTexts(
      db,
      this.providers.sms,
      textable.map(({ delivery, to }) => ({
        alertId: broadcast.alertId ?? undefined,
        userId: delivery.userId!,
        to: to!,
        text: broadcastText(broadcast.title, broadcast.message),
      })),
    );
    for (const [i, { delivery }] of textable.entries()) {
      await setDeliveryOutcome(db, [delivery.id], texted[i]!);
    }

    const pushing = present(byChannel('push'));
    // A property's broadcast opens its dashboard; one to many people opens the inbox.
    const property =
      pushing.length > 0 && broadcast.propertyId !== null
        ? await findProperty(db, broadcast.propertyId)
        : undefined;
    const pushed = await sendPushes(
      this.providers.push,
      pushing.map((delivery) => ({
        userId: delivery.userId!,
        title: broadcast.title,
        body: broadcast.message,
        url: property?.siteId ? propertyDashboardPath(property.siteId) : '/inbox',
        ...(broadcast.alertId === null ? {} : { alertId: broadcast.alertId }),
        urgent: broadcast.type === 'urgent',
      })),
    );
    // Sent only when a push service accepted it; a person with no device is failed, with why.
    for (const [i, delivery] of pushing.entries()) {
      const outcome = pushed[i]!;
      await setDeliveryOutcome(db, [delivery.id], {
        status: outcome.status,
        error: outcome.error ?? null,
      });
    }
  }

  /** Tell the property's open screens about the new alert (property broadcasts only). */
  private async announce(broadcast: BroadcastRow) {
    if (broadcast.propertyId === null || broadcast.alertId === null) return;
    const property = await findProperty(this.app.db, broadcast.propertyId);
    if (!property?.siteId) return;
    publishServerEvent(this.app.broker.client, property.siteId, 'alert', {
      alert_id: broadcast.alertId,
      title: broadcast.title,
    });
  }
}
