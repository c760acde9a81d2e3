import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Password reset links (decision 012). Only a SHA-256 hash of the link's token is stored; a link
 * works once (`used_at`) until `expires_at`, and a newer request closes the older ones.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A user's authenticator (TOTP) secret, encrypted at rest with AES-256-GCM under a key derived
 * from the token secret. `enabled_at` is null while enrolment waits for the first code;
 * `last_used_step` makes each code work once.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
});

/** One-time recovery codes (SHA-256 hashes), for when the authenticator is lost. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
