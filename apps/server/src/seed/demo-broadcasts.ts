import { eq, inArray } from 'drizzle-orm';
import {
  broadcastMailSubject,
  broadcastText,
  MAIL_NOT_SENT,
  PUSH_NO_DEVICE,
  TEXT_NOT_SENT,
  smsNumber,
  type BroadcastType,
  type DeliveryChannel,
  type DeliveryStatus,
  type OutsideChannel,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  alertRecipients,
  alerts,
  broadcastDeliveries,
  broadcasts,
  inboxMessages,
  mailOutbox,
  properties,
  sites,
  smsOutbox,
  users,
} from '../db/schema';
import { allCustomers, customersAmong, customersHavingProperty } from '../repositories/broadcasts';

interface DemoBroadcast {
  daysAgo: number;
  type: BroadcastType;
  title: string;
  message: string;
  sender: string;
  to: { all: true } | { panel: number } | { emails: string[] };
  channels: OutsideChannel[];
  /** Deliveries on a channel that failed, with why. */
  failed?: { channel: OutsideChannel; error: string };
}

/**
 * Past broadcasts for the alerts screen. They are older than the customers' welcome message and
 * the customers have read and archived their copies, so the customer screens open as before.
 */
const DEMO_BROADCASTS: DemoBroadcast[] = [
  {
    daysAgo: 16,
    type: 'warning',
    title: 'Red Flag Warning for the Santa Monica Mountains',
    message:
      'The National Weather Service has issued a Red Flag Warning for your area through Friday evening. Check that your tank is full and your system is in Standby.',
    sender: 'admin@demo.test',
    to: { panel: 1001 },
    channels: ['email', 'sms', 'push'],
  },
  {
    daysAgo: 21,
    type: 'routine',
    title: 'Annual inspection season',
    message:
      'Annual third-party inspections start next month. Your service partner will call to book a visit; the inspection keeps your system certified.',
    sender: 'ops@demo.test',
    to: { all: true },
    channels: ['email', 'push'],
  },
  {
    daysAgo: 25,
    type: 'info',
    title: 'Panel firmware update',
    message:
      'Your panel received a firmware update overnight. Nothing changes for you; pressure readings now refresh faster.',
    sender: 'admin@demo.test',
    to: { emails: ['single@demo.test'] },
    channels: ['email', 'sms'],
    failed: { channel: 'sms', error: 'The carrier rejected the message.' },
  },
  {
    daysAgo: 45,
    type: 'urgent',
    title: 'Evacuation order lifted',
    message:
      'The evacuation order for the Malibu area has been lifted. Systems that ran a defense cycle should be checked by your service partner.',
    sender: 'admin@demo.test',
    to: { all: true },
    channels: ['email', 'sms', 'push'],
  },
];

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 3_600_000);

/** Seed the demo broadcasts with their alerts, inbox copies and delivery records. */
export async function seedDemoBroadcasts(tx: Executor, now: Date) {
  const senders = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, [...new Set(DEMO_BROADCASTS.map((b) => b.sender))]));
  const siteRows = await tx
    .select({ propertyId: properties.id, panelNumber: sites.panelNumber })
    .from(sites)
    .innerJoin(properties, eq(properties.id, sites.propertyId));

  for (const demo of DEMO_BROADCASTS) {
    const sender = senders.find((s) => s.email === demo.sender)!;
    const at = daysBefore(now, demo.daysAgo);
    let propertyId: number | null = null;
    let recipients;
    if ('all' in demo.to) {
      recipients = await allCustomers(tx);
    } else if ('panel' in demo.to) {
      const panel = demo.to.panel;
      propertyId = siteRows.find((s) => s.panelNumber === panel)!.propertyId;
      recipients = await customersHavingProperty(tx, propertyId);
    } else {
      const emails = demo.to.emails;
      const ids = await tx.select({ id: users.id }).from(users).where(inArray(users.email, emails));
      recipients = await customersAmong(
        tx,
        ids.map((r) => r.id),
      );
    }
    const [alert] = await tx
      .insert(alerts)
      .values({
        propertyId,
        type: demo.type,
        title: demo.title,
        description: demo.message,
        source: 'broadcast',
        createdAt: at,
        meta: { sent_by: sender.name },
      })
      .returning({ id: alerts.id });
    const [broadcast] = await tx
      .insert(broadcasts)
      .values({
        type: demo.type,
        title: demo.title,
        message: demo.message,
        recipientMode: 'all' in demo.to ? 'all' : 'panel' in demo.to ? 'property' : 'selected',
        propertyId,
        channels: demo.channels,
        recipientCount: recipients.length,
        senderId: sender.id,
        senderName: sender.name,
        status: 'sent',
        alertId: alert!.id,
        createdAt: at,
        completedAt: new Date(at.getTime() + 40_000),
      })
      .returning({ id: broadcasts.id });
    const read = new Date(at.getTime() + 3_600_000);
    await tx.insert(alertRecipients).values(
      recipients.map((r) => ({
        alertId: alert!.id,
        userId: r.id,
        readAt: read,
        archivedAt: read,
      })),
    );
    await tx.insert(inboxMessages).values(
      recipients.map((r) => ({
        recipientId: r.id,
        senderId: sender.id,
        senderName: sender.name,
        subject: demo.title,
        body: demo.message,
        createdAt: at,
        readAt: read,
      })),
    );
    const channels: DeliveryChannel[] = ['in_app', ...demo.channels];
    await tx.insert(broadcastDeliveries).values(
      recipients.flatMap((r) =>
        channels.map((channel) => {
          const noPhone = channel === 'sms' && !r.phone;
          // Nobody in the demo has turned notifications on at a device: no push reached anyone.
          const noDevice = channel === 'push';
          // The demo has no mail server or SMS gateway: its mails and texts reached nobody.
          const notSent =
            channel === 'email' ? MAIL_NOT_SENT : channel === 'sms' ? TEXT_NOT_SENT : null;
          const failed =
            noPhone || noDevice || notSent !== null || demo.failed?.channel === channel;
          const status: DeliveryStatus = failed
            ? 'failed'
            : channel === 'in_app'
              ? 'delivered'
              : 'sent';
          return {
            broadcastId: broadcast!.id,
            userId: r.id,
            channel,
            status,
            address: channel === 'email' ? r.email : channel === 'sms' ? r.phone : null,
            error: noPhone
              ? 'No phone number on file.'
              : noDevice
                ? PUSH_NO_DEVICE
                : demo.failed?.channel === channel
                  ? demo.failed.error
                  : notSent,
            updatedAt: new Date(at.getTime() + 30_000),
          };
        }),
      ),
    );
    // What went out is in the delivery logs too, as a real sending leaves it (decisions 028, 029).
    const sentAt = new Date(at.getTime() + 30_000);
    const failedOn = (channel: DeliveryChannel) => demo.failed?.channel === channel;
    if (demo.channels.includes('email') && recipients.length > 0) {
      await tx.insert(mailOutbox).values(
        recipients.map((r) => ({
          to: r.email,
          subject: broadcastMailSubject(demo.type, demo.title),
          text: `${demo.message}\n\nFrom ${sender.name}, Wildfire Defense.`,
          status: failedOn('email') ? ('failed' as const) : ('logged' as const),
          error: failedOn('email') ? demo.failed!.error : null,
          alertId: alert!.id,
          userId: r.id,
          createdAt: sentAt,
        })),
      );
    }
    const texted = demo.channels.includes('sms')
      ? recipients.flatMap((r) => {
          const to = smsNumber(r.phone);
          return to === null ? [] : [{ r, to }];
        })
      : [];
    if (texted.length > 0) {
      await tx.insert(smsOutbox).values(
        texted.map(({ r, to }) => ({
          to,
          text: broadcastText(demo.title, demo.message),
          provider: 'log',
          status: 'failed' as const,
          error: failedOn('sms') ? demo.failed!.error : TEXT_NOT_SENT,
          alertId: alert!.id,
          userId: r.id,
          createdAt: sentAt,
        })),
      );
    }
  }
}
