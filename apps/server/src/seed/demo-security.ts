import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { userTotp, users } from '../db/schema';
import { encryptSecret, type TwoFactorKeys } from '../services/two-factor';
import { DEMO_TOTP_ENROLLED, DEMO_TOTP_SECRET } from './demo-staff';

/**
 * Enrol the demo staff in two-factor sign-in with the demo secret (README, demo accounts). Runs
 * at start with DEMO_SEED, after the demo data; accounts already enrolled are left alone.
 */
export async function seedDemoTwoFactor(db: Executor, keys: TwoFactorKeys, now = new Date()) {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, DEMO_TOTP_ENROLLED));
  if (staff.length === 0) return;
  await db
    .insert(userTotp)
    .values(
      staff.map((s) => ({
        userId: s.id,
        secretEncrypted: encryptSecret(keys.encryptionKey, DEMO_TOTP_SECRET),
        enabledAt: now,
      })),
    )
    .onConflictDoNothing();
}
