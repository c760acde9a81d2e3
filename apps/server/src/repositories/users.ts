import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sessions, users, type SessionAssurance } from '../db/schema';

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
    assurance: SessionAssurance;
  },
): Promise<SessionInfo> {
  const [row] = await db
    .insert(sessions)
    // Signing in proves who the holder is: it counts as a re-authentication (decision 012).
    .values({ ...values, userAgent: values.userAgent ?? null, reauthenticatedAt: new Date() })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** What makes a session live: not revoked, not expired, and its user active. */
const isLive = (now: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, 'active'));

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
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isLive(now)))
    .limit(1);
  return row;
}

/**
 * Which of these sessions are live, by the same rule as `findLiveSession`, in one query: what
 * the live streams recheck every half second (decision 053). Each session with its user.
 */
export async function findLiveSessions(db: Executor, sessionIds: string[], now = new Date()) {
  if (sessionIds.length === 0) return [];
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), isLive(now)));
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

/** The user's live sessions, most recently used first (My Account, Sessions). */
export async function listLiveSessions(db: Executor, userId: number, now = new Date()) {
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** End one of the user's own live sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(
  db: Executor,
  userId: number,
  sessionId: string,
  now = new Date(),
) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** End every live session of the user, but the one named in `except` when given; returns how many. */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  except?: string,
  now = new Date(),
) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ...(except ? [ne(sessions.id, except)] : []),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * End the user's live sessions opened with less than `required` (decision 051), but the one named
 * in `except` when given; returns how many.
 */
export async function revokeSessionsBelow(
  db: Executor,
  userId: number,
  required: SessionAssurance,
  except?: string,
  now = new Date(),
) {
  if (required === 'password') return 0;
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        eq(sessions.assurance, 'password'),
        ...(except ? [ne(sessions.id, except)] : []),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** The session's holder has just proved a second factor in it (turning two-factor sign-in on). */
export async function raiseSessionAssurance(db: Executor, sessionId: string) {
  await db.update(sessions).set({ assurance: 'two_factor' }).where(eq(sessions.id, sessionId));
}

export async function markReauthenticated(db: Executor, sessionId: string, now = new Date()) {
  await db.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, sessionId));
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
