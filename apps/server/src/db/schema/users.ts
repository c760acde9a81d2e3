import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { WAIVER_AUTHORITIES } from '@wildfire/shared';

/** What a session was opened with (decision 051). */
export const SESSION_ASSURANCES = ['password', 'two_factor'] as const;
export type SessionAssurance = (typeof SESSION_ASSURANCES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; sign-in compares lower-case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    /** Staff department (admin-back-office.md section 9), shown on the user detail screen. */
    department: text('department'),
    /** How large a project deposit this staff member may waive (section 6.5); null: none. */
    waiverAuthority: text('waiver_authority', { enum: WAIVER_AUTHORITIES }),
    timezone: text('timezone').notNull().default('America/Los_Angeles'),
    /** customer, staff or partner: which face of the product the person belongs to. */
    kind: text('kind', { enum: ['customer', 'staff', 'partner'] }).notNull(),
    /** The detailed type of admin-back-office.md 6.1, e.g. staff_superadmin, customer_homeowner. */
    userType: text('user_type').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'invited'] })
      .notNull()
      .default('active'),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** Server-side sessions: an access token is honoured only while its session is live. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When the holder last proved who they are (sign-in or re-authentication, decision 012). */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    /**
     * What the session was opened with: the password alone, or the password and a second factor.
     * A session with less than its account requires ends when the requirement rises (decision 051).
     */
    assurance: text('assurance', { enum: SESSION_ASSURANCES }).notNull().default('password'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, kept for throttling per account and per address. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.username, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
);
