import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sessions, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export interface SessionInfo {
  id: string;
  expiresAt: Date;
}

export async function createSession(
  db: Executor,
  values: {
    id: string;
    userId: number;
    expiresAt: Date;
    ip: string;
    userAgent: string | undefined;
  },
): Promise<SessionInfo> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, userAgent: values.userAgent ?? null })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** The live session with its active user, or undefined when revoked, expired or unknown. */
export async function findLiveSession(
  db: Executor,
  sessionId: string,
  userId: number,
  now = new Date(),
) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, sessionId: string, now = new Date()) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: string, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
