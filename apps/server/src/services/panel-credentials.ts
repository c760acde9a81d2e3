import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { panelCredentials } from '../db/schema';

/** Bytes of randomness in a panel secret: 256 bits (the issue asks for at least 128). */
const SECRET_BYTES = 32;

/** A new panel secret: 256 random bits, base64url (43 characters). */
export const newPanelSecret = () => crypto.randomBytes(SECRET_BYTES).toString('base64url');

/**
 * The stored form of a panel secret. A salted SHA-256 rather than argon2: the secret is 256
 * random bits, which no offline guessing can reach, so a slow hash would only make each of a
 * fleet's reconnects cost the broker tens of milliseconds (docs/decisions/057-panel-credentials.md).
 */
export function hashPanelSecret(secret: string, salt = crypto.randomBytes(16).toString('hex')) {
  const digest = crypto.createHash('sha256').update(`${salt}:${secret}`).digest('hex');
  return `sha256$${salt}$${digest}`;
}

/** Does `secret` match the stored hash? In constant time. */
export function panelSecretMatches(secret: string, stored: string) {
  const [scheme, salt, digest] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !digest) return false;
  const expected = Buffer.from(hashPanelSecret(secret, salt));
  const actual = Buffer.from(stored);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

export interface PanelCredentialFacts {
  exists: boolean;
  issuedAt: Date | null;
  lastConnectedAt: Date | null;
}

export async function credentialFacts(db: Executor, siteId: string): Promise<PanelCredentialFacts> {
  const [row] = await db
    .select({
      issuedAt: panelCredentials.issuedAt,
      lastConnectedAt: panelCredentials.lastConnectedAt,
    })
    .from(panelCredentials)
    .where(eq(panelCredentials.siteId, siteId));
  return row
    ? { exists: true, issuedAt: row.issuedAt, lastConnectedAt: row.lastConnectedAt }
    : { exists: false, issuedAt: null, lastConnectedAt: null };
}

/** Store a new secret for the panel (issue or rotate); the old one stops matching at once. */
export async function storePanelSecret(
  db: Executor,
  siteId: string,
  secret: string,
  issuedBy: number | null,
) {
  const values = { secretHash: hashPanelSecret(secret), issuedAt: new Date(), issuedBy };
  const [row] = await db
    .insert(panelCredentials)
    .values({ siteId, ...values })
    .onConflictDoUpdate({
      target: panelCredentials.siteId,
      set: { ...values, lastConnectedAt: null },
    })
    .returning({ issuedAt: panelCredentials.issuedAt });
  return row!;
}

/** Remove the panel's credentials; false when it had none. */
export async function deletePanelCredentials(db: Executor, siteId: string) {
  const deleted = await db
    .delete(panelCredentials)
    .where(eq(panelCredentials.siteId, siteId))
    .returning({ siteId: panelCredentials.siteId });
  return deleted.length > 0;
}

/**
 * Check a panel's CONNECT: the username is a site id with credentials and the secret matches.
 * Records the connection time when it does.
 */
export async function verifyPanelLogin(db: Database, siteId: string, secret: string) {
  const [row] = await db
    .select({ secretHash: panelCredentials.secretHash })
    .from(panelCredentials)
    .where(eq(panelCredentials.siteId, siteId));
  if (!row || !panelSecretMatches(secret, row.secretHash)) return false;
  await db
    .update(panelCredentials)
    .set({ lastConnectedAt: new Date() })
    .where(eq(panelCredentials.siteId, siteId));
  return true;
}
