import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  userTypeLabel,
  type HqSearchKind,
  type HqSearchResult,
  type PermissionId,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import { projects, properties, sites, users } from '../db/schema';
import { escapeLike } from '../repositories/staff-access';
import { listTickets } from '../repositories/support';

/** Results per kind: the hub shows the best few and links to each list for more. */
export const HQ_RESULTS_PER_KIND = 10;

/**
 * One kind of thing the HQ hub search finds, and the permission needed to see it. A new kind
 * is one more entry in HQ_SEARCHERS.
 */
export interface HqSearcher {
  kind: HqSearchKind;
  permission: PermissionId;
  search(db: Executor, text: string, limit: number): Promise<HqSearchResult[]>;
}

const like = (text: string) => `%${escapeLike(text)}%`;

export const HQ_SEARCHERS: readonly HqSearcher[] = [
  {
    kind: 'panels',
    permission: 'view_panels',
    async search(db, text, limit) {
      const rows = await db
        .select({
          siteId: sites.siteId,
          panelNumber: sites.panelNumber,
          name: properties.name,
          online: sites.online,
        })
        .from(sites)
        .innerJoin(properties, eq(properties.id, sites.propertyId))
        .where(
          or(
            ilike(sites.siteId, like(text)),
            ilike(sql`${sites.panelNumber}::text`, like(text)),
            ilike(properties.name, like(text)),
          ),
        )
        .orderBy(asc(sites.panelNumber))
        .limit(limit);
      return rows.map((r) => ({
        kind: 'panels' as const,
        id: r.siteId,
        title: `Panel ${String(r.panelNumber)}`,
        subtitle: `${r.siteId} · ${r.name} · ${r.online ? 'Online' : 'Offline'}`,
        panel_id: String(r.panelNumber),
      }));
    },
  },
  {
    kind: 'properties',
    permission: 'view_properties',
    async search(db, text, limit) {
      const rows = await db
        .select({
          id: properties.id,
          name: properties.name,
          address: properties.address,
          panelNumber: sites.panelNumber,
        })
        .from(properties)
        .leftJoin(sites, eq(sites.propertyId, properties.id))
        .where(or(ilike(properties.name, like(text)), ilike(properties.address, like(text))))
        .orderBy(asc(properties.name))
        .limit(limit);
      return rows.map((r) => ({
        kind: 'properties' as const,
        id: String(r.id),
        title: r.name,
        subtitle: r.address,
        panel_id: r.panelNumber === null ? null : String(r.panelNumber),
      }));
    },
  },
  {
    kind: 'users',
    permission: 'view_users',
    async search(db, text, limit) {
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email, userType: users.userType })
        .from(users)
        .where(or(ilike(users.name, like(text)), ilike(users.email, like(text))))
        .orderBy(asc(users.name))
        .limit(limit);
      return rows.map((r) => ({
        kind: 'users' as const,
        id: String(r.id),
        title: r.name,
        subtitle: `${r.email} · ${userTypeLabel(r.userType)}`,
        panel_id: null,
      }));
    },
  },
  {
    kind: 'tickets',
    permission: 'view_support_tickets',
    async search(db, text, limit) {
      const found = await listTickets(db, { search: text }, { limit, offset: 0 });
      return found.items.map((t) => ({
        kind: 'tickets' as const,
        id: t.code,
        title: t.subject,
        subtitle: `${t.code} · ${t.customer.name} · ${t.status} · ${t.priority}`,
        panel_id: null,
      }));
    },
  },
  {
    kind: 'projects',
    permission: 'view_projects',
    async search(db, text, limit) {
      const rows = await db
        .select({
          id: projects.id,
          name: projects.projectName,
          status: projects.status,
          property: properties.name,
        })
        .from(projects)
        .innerJoin(properties, eq(properties.id, projects.propertyId))
        .where(
          or(
            ilike(projects.id, like(text)),
            ilike(projects.projectName, like(text)),
            ilike(properties.name, like(text)),
          ),
        )
        .orderBy(asc(projects.id))
        .limit(limit);
      return rows.map((r) => ({
        kind: 'projects' as const,
        id: r.id,
        title: r.name,
        subtitle: `${r.id} · ${r.property} · ${r.status}`,
        panel_id: null,
      }));
    },
  },
];

/** Search every kind the caller may view; the kinds searched are returned with the results. */
export async function searchHq(db: Executor, text: string, permissions: readonly PermissionId[]) {
  const searchers = HQ_SEARCHERS.filter((s) => permissions.includes(s.permission));
  const found = await Promise.all(searchers.map((s) => s.search(db, text, HQ_RESULTS_PER_KIND)));
  return { kinds: searchers.map((s) => s.kind), results: found.flat() };
}
