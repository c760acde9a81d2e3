import { and, eq, inArray } from 'drizzle-orm';
import type { PushSubscriptionJson } from '@wildfire/shared';
import type { Executor } from '../db/client';
import { pushSubscriptions } from '../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Keep a device's subscription for this person. The endpoint names one browser profile: when it
 * subscribes again (new keys) or another person signs in on it, the row moves to them, so a
 * shared phone notifies whoever turned notifications on last.
 */
export async function saveSubscription(
  db: Executor,
  userId: number,
  subscription: PushSubscriptionJson,
  userAgent: string | null,
) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userAgent,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userAgent,
        createdAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/** Remove the caller's own subscription at this endpoint; false when they hold none there. */
export async function deleteOwnSubscription(db: Executor, userId: number, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function subscriptionsOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

/** The push service said the subscription no longer exists (404, 410). */
export async function forgetSubscription(db: Executor, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markSubscriptionSent(db: Executor, id: number, at: Date) {
  await db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, id));
}
