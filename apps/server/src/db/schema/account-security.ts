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

/**
 * Sign-in challenges that finished a sign-in (decision 051): a challenge token names its id, and
 * the id is written here by the step that opens the session, so one challenge opens one session
 * at most, even when two requests race. Rows are useless once the challenge has expired.
 */
export const usedSignInChallenges = pgTable(
  'used_sign_in_challenges',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_sign_in_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A change of a person's sign-in email (decision 054). The new address is used only once its
 * holder confirms it through the link sent there; the old address gets a notice with a link that
 * undoes the change for 7 days. Only SHA-256 hashes of both links' tokens are kept.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    undoTokenHash: text('undo_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The link to the new address works until then. */
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The link to the old address works until then (7 days after the request). */
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** Withdrawn by its requester, or replaced by a newer request, before it was confirmed. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
