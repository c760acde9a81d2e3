import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './properties';
import { users } from './users';

/**
 * A panel's identity on the broker (issue 30): username = site id, a random secret of which only
 * a hash is kept. A row exists while the panel has credentials; revoking deletes it.
 */
export const panelCredentials = pgTable('panel_credentials', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.siteId, { onDelete: 'cascade' }),
  /** `sha256$<salt>$<hex digest>` of the secret (services/panel-credentials.ts says why not argon2). */
  secretHash: text('secret_hash').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  /** Staff member who issued or last rotated them; null for the demo simulator's own. */
  issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
  /** The last CONNECT the broker accepted with these credentials. */
  lastConnectedAt: timestamp('last_connected_at', { withTimezone: true }),
});
