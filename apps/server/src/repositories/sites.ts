import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  type AccountRole,
  type PropertyRole,
  propertyRoleFromAccountRole,
  STAFF_VIEW_PERMISSION,
  strongestRole,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import { effectivePermissionsOf } from './staff-access';
import {
  accountMemberships,
  properties,
  propertyMemberships,
  servicePartners,
  sites,
  tagLatest,
  users,
} from '../db/schema';

export interface SiteAccess {
  siteId: string;
  propertyId: number;
  role: PropertyRole;
}

/** A user id: a value, or the column of a query that checks many users at once. */
type UserIdOperand = number | typeof users.id;

/** Join condition: the user's active membership of the property itself. */
const directMembership = (userId: UserIdOperand) =>
  and(
    eq(propertyMemberships.propertyId, properties.id),
    eq(propertyMemberships.userId, userId),
    eq(propertyMemberships.status, 'active'),
  );

/** Join condition: the user's active membership of the account that holds the property. */
const accountMembership = (userId: UserIdOperand) =>
  and(
    eq(accountMemberships.accountId, properties.accountId),
    eq(accountMemberships.userId, userId),
    eq(accountMemberships.status, 'active'),
  );

/** The role this user holds on a property, directly or through its account. */
function effectiveRole(
  direct: PropertyRole | null,
  account: AccountRole | null,
): PropertyRole | null {
  return strongestRole([direct, account ? propertyRoleFromAccountRole(account) : null]);
}

export interface PropertyAccess {
  propertyId: number;
  accountId: number;
  role: PropertyRole;
}

/** What the user may do on a property, or null when it is unknown or not theirs. */
export async function findPropertyAccess(
  db: Executor,
  userId: number,
  propertyId: number,
): Promise<PropertyAccess | null> {
  const [row] = await db
    .select({
      propertyId: properties.id,
      accountId: properties.accountId,
      direct: propertyMemberships.role,
      account: accountMemberships.role,
    })
    .from(properties)
    .leftJoin(propertyMemberships, directMembership(userId))
    .leftJoin(accountMemberships, accountMembership(userId))
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row) return null;
  const role = effectiveRole(row.direct, row.account);
  return role ? { propertyId: row.propertyId, accountId: row.accountId, role } : null;
}

/** The user's active role on an account, or null. */
export async function findAccountRole(
  db: Executor,
  userId: number,
  accountId: number,
): Promise<AccountRole | null> {
  const [row] = await db
    .select({ role: accountMemberships.role })
    .from(accountMemberships)
    .where(
      and(
        eq(accountMemberships.accountId, accountId),
        eq(accountMemberships.userId, userId),
        eq(accountMemberships.status, 'active'),
      ),
    )
    .limit(1);
  return row?.role ?? null;
}

/** What the user may do at a site, or null when the site is unknown or not theirs. */
export async function findSiteAccess(
  db: Executor,
  userId: number,
  siteId: string,
): Promise<SiteAccess | null> {
  const [row] = await db
    .select({
      siteId: sites.siteId,
      propertyId: sites.propertyId,
      direct: propertyMemberships.role,
      account: accountMemberships.role,
    })
    .from(sites)
    .innerJoin(properties, eq(properties.id, sites.propertyId))
    .leftJoin(propertyMemberships, directMembership(userId))
    .leftJoin(accountMemberships, accountMembership(userId))
    .where(eq(sites.siteId, siteId))
    .limit(1);
  if (!row) return null;
  const role = effectiveRole(row.direct, row.account);
  return role ? { siteId: row.siteId, propertyId: row.propertyId, role } : null;
}

/**
 * What each user may do at each site, by the same rule as `findSiteAccess`, in one query: what
 * the live streams recheck every half second (decision 053). Keyed `userId:siteId`; a pair
 * missing from the answer may not see the site (staff may still view it: `findStaffViewProperty`).
 */
export async function findSiteAccesses(
  db: Executor,
  pairs: ReadonlyArray<{ userId: number; siteId: string }>,
): Promise<Map<string, SiteAccess>> {
  const found = new Map<string, SiteAccess>();
  if (pairs.length === 0) return found;
  const wanted = sql.join(
    pairs.map((p) => sql`(${p.userId}, ${p.siteId})`),
    sql`, `,
  );
  const rows = await db
    .select({
      userId: users.id,
      siteId: sites.siteId,
      propertyId: sites.propertyId,
      direct: propertyMemberships.role,
      account: accountMemberships.role,
    })
    .from(sites)
    .innerJoin(properties, eq(properties.id, sites.propertyId))
    .innerJoin(users, sql`(${users.id}, ${sites.siteId}) in (${wanted})`)
    .leftJoin(propertyMemberships, directMembership(users.id))
    .leftJoin(accountMemberships, accountMembership(users.id));
  for (const row of rows) {
    const role = effectiveRole(row.direct, row.account);
    if (role) {
      found.set(`${String(row.userId)}:${row.siteId}`, {
        siteId: row.siteId,
        propertyId: row.propertyId,
        role,
      });
    }
  }
  return found;
}

export interface VisibleProperty {
  id: number;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  siteId: string | null;
  role: PropertyRole;
  online: boolean | null;
  /** The panel's SYSTEM_STATUS (or STATUS_SYSTEM), when it has reported one. */
  systemTag: unknown;
  servicePartner: string | null;
}

/** A property with its site, connection, system status and service partner, plus the caller's memberships. */
const propertyRows = (db: Executor) =>
  db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      latitude: properties.latitude,
      longitude: properties.longitude,
      siteId: sites.siteId,
      online: sites.online,
      systemTag: tagLatest.value,
      servicePartner: servicePartners.companyName,
      direct: propertyMemberships.role,
      account: accountMemberships.role,
    })
    .from(properties)
    .leftJoin(sites, eq(sites.propertyId, properties.id))
    .leftJoin(servicePartners, eq(servicePartners.id, properties.servicePartnerId))
    // Older panels report STATUS_SYSTEM; a panel reports one of the two.
    .leftJoin(
      tagLatest,
      and(
        eq(tagLatest.siteId, sites.siteId),
        inArray(tagLatest.tag, ['SYSTEM_STATUS', 'STATUS_SYSTEM']),
      ),
    );

/** Every property this user may see, with its site, in a stable order. */
export async function listVisibleProperties(
  db: Executor,
  userId: number,
): Promise<VisibleProperty[]> {
  const accountIds = db
    .select({ id: accountMemberships.accountId })
    .from(accountMemberships)
    .where(and(eq(accountMemberships.userId, userId), eq(accountMemberships.status, 'active')));
  const propertyIds = db
    .select({ id: propertyMemberships.propertyId })
    .from(propertyMemberships)
    .where(and(eq(propertyMemberships.userId, userId), eq(propertyMemberships.status, 'active')));

  const rows = await propertyRows(db)
    .leftJoin(propertyMemberships, directMembership(userId))
    .leftJoin(accountMemberships, accountMembership(userId))
    .where(or(inArray(properties.accountId, accountIds), inArray(properties.id, propertyIds)))
    .orderBy(asc(properties.id));

  return rows.flatMap(({ direct, account, ...property }) => {
    const role = effectiveRole(direct, account);
    return role ? [{ ...property, role }] : [];
  });
}

/** Staff viewing a customer's dashboard see and may do what a Guest may: look, not touch. */
export const STAFF_VIEW_ROLE: PropertyRole = 'guest';

/**
 * One property by its site as staff see it from the back-office (View Customer Dashboard):
 * read-only, with a Guest's view of it. The caller checks the staff permission.
 */
export async function findPropertyForStaffView(
  db: Executor,
  siteId: string,
): Promise<VisibleProperty | null> {
  const [row] = await propertyRows(db)
    // No membership is joined: the staff member has none.
    .leftJoin(propertyMemberships, sql`false`)
    .leftJoin(accountMemberships, sql`false`)
    .where(eq(sites.siteId, siteId))
    .limit(1);
  if (!row) return null;
  const { direct: _direct, account: _account, ...property } = row;
  return { ...property, role: STAFF_VIEW_ROLE };
}

/**
 * The property behind `siteId` when `user` is staff allowed the read-only staff view
 * (STAFF_VIEW_PERMISSION); null for anyone else or an unknown site. One check for the access
 * rule and the properties list.
 */
export async function findStaffViewProperty(
  db: Executor,
  user: { id: number; kind: 'customer' | 'staff' | 'partner'; userType: string },
  siteId: string,
): Promise<VisibleProperty | null> {
  if (user.kind !== 'staff') return null;
  const permissions = await effectivePermissionsOf(db, user);
  if (!permissions.includes(STAFF_VIEW_PERMISSION)) return null;
  return findPropertyForStaffView(db, siteId);
}
