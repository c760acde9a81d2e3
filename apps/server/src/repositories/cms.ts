import { and, asc, count, desc, eq, gte, ilike, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { ContentStatus, ContentType, MediaType } from '@wildfire/shared';
import type { Executor } from '../db/client';
import { cmsContent, cmsContentViews, cmsMedia, cmsTemplates, users } from '../db/schema';
import { escapeLike } from './staff-access';
import { pageAndTotal, offsetOf, type PageRequest } from './paging';

/**
 * Content management (admin-back-office.md 2.24): content with its workflow status, views per
 * day, the media library and templates.
 */

// ---- Content ----

export interface ContentFilters {
  type?: ContentType | undefined;
  status?: ContentStatus | undefined;
  /** Case-insensitive, on the title, the category and any tag. */
  search?: string | undefined;
}

function contentWhere(filters: ContentFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(eq(cmsContent.type, filters.type));
  if (filters.status) conditions.push(eq(cmsContent.status, filters.status));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      or(
        ilike(cmsContent.title, pattern),
        ilike(cmsContent.category, pattern),
        sql`exists (select 1 from unnest(${cmsContent.tags}) as tag where tag ilike ${pattern})`,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const contentColumns = {
  id: cmsContent.id,
  slug: cmsContent.slug,
  title: cmsContent.title,
  type: cmsContent.type,
  status: cmsContent.status,
  body: cmsContent.body,
  category: cmsContent.category,
  tags: cmsContent.tags,
  authorName: users.name,
  views: cmsContent.views,
  publishedAt: cmsContent.publishedAt,
  createdAt: cmsContent.createdAt,
  updatedAt: cmsContent.updatedAt,
};

function contentQuery(db: Executor) {
  return db
    .select(contentColumns)
    .from(cmsContent)
    .leftJoin(users, eq(users.id, cmsContent.authorId));
}

export type ContentRow = Awaited<ReturnType<ReturnType<typeof contentQuery>['execute']>>[number];

/** The Content Library, last modified first. */
export async function listContent(db: Executor, filters: ContentFilters, paging: PageRequest) {
  const where = contentWhere(filters);
  return pageAndTotal(
    contentQuery(db)
      .where(where)
      .orderBy(desc(cmsContent.updatedAt), desc(cmsContent.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(cmsContent).where(where),
  );
}

export async function findContent(db: Executor, id: number): Promise<ContentRow | null> {
  const [row] = await contentQuery(db).where(eq(cmsContent.id, id));
  return row ?? null;
}

export async function slugTaken(db: Executor, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: cmsContent.id })
    .from(cmsContent)
    .where(
      exceptId === undefined
        ? eq(cmsContent.slug, slug)
        : and(eq(cmsContent.slug, slug), ne(cmsContent.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

/** `base`, or `base-2`, `base-3`… whichever is free first. */
export async function freeSlug(db: Executor, base: string): Promise<string> {
  const rows = await db
    .select({ slug: cmsContent.slug })
    .from(cmsContent)
    .where(or(eq(cmsContent.slug, base), ilike(cmsContent.slug, `${escapeLike(base)}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${String(n)}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export async function insertContent(
  db: Executor,
  values: {
    slug: string;
    title: string;
    type: ContentType;
    body: string;
    category: string;
    tags: string[];
    authorId: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(cmsContent)
    .values({ ...values, status: 'draft' })
    .returning({ id: cmsContent.id });
  return row!.id;
}

export async function updateContent(
  db: Executor,
  id: number,
  values: Partial<{
    slug: string;
    title: string;
    type: ContentType;
    body: string;
    category: string;
    tags: string[];
  }>,
) {
  await db
    .update(cmsContent)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cmsContent.id, id));
}

/**
 * Move content from `from` to `to`, only if it is still at `from` (two people moving it at
 * once cannot both succeed). Publishing stamps the publish date. Returns whether it moved.
 */
export async function moveContent(
  db: Executor,
  id: number,
  from: ContentStatus,
  to: ContentStatus,
): Promise<boolean> {
  const now = new Date();
  const moved = await db
    .update(cmsContent)
    .set({ status: to, updatedAt: now, ...(to === 'published' ? { publishedAt: now } : {}) })
    .where(and(eq(cmsContent.id, id), eq(cmsContent.status, from)))
    .returning({ id: cmsContent.id });
  return moved.length > 0;
}

export async function deleteContent(db: Executor, id: number) {
  await db.delete(cmsContent).where(eq(cmsContent.id, id));
}

/** Published content by its slug, or null (unknown and unpublished alike). */
export async function findPublishedContent(db: Executor, slug: string) {
  const [row] = await db
    .select()
    .from(cmsContent)
    .where(and(eq(cmsContent.slug, slug), eq(cmsContent.status, 'published')));
  return row ?? null;
}

/** Count one view of the content: its total and the day's. */
export async function countContentView(db: Executor, contentId: number, day: string) {
  await db
    .update(cmsContent)
    .set({ views: sql`${cmsContent.views} + 1` })
    .where(eq(cmsContent.id, contentId));
  await db
    .insert(cmsContentViews)
    .values({ contentId, day, views: 1 })
    .onConflictDoUpdate({
      target: [cmsContentViews.contentId, cmsContentViews.day],
      set: { views: sql`${cmsContentViews.views} + 1` },
    });
}

/** The stats cards: content per status, total views, media and templates. */
export async function contentStats(db: Executor) {
  const [byStatus, [totals], [media], [templates]] = await Promise.all([
    db
      .select({ status: cmsContent.status, n: count() })
      .from(cmsContent)
      .groupBy(cmsContent.status),
    db.select({ n: count(), views: sum(cmsContent.views) }).from(cmsContent),
    db.select({ n: count() }).from(cmsMedia),
    db.select({ n: count() }).from(cmsTemplates),
  ]);
  return {
    byStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])) as Partial<
      Record<ContentStatus, number>
    >,
    total: totals?.n ?? 0,
    views: Number(totals?.views ?? 0),
    media: media?.n ?? 0,
    templates: templates?.n ?? 0,
  };
}

// ---- Analytics ----

/** Views per day since `fromDay` (inclusive); days without views are absent. */
export async function viewsPerDay(db: Executor, fromDay: string) {
  const rows = await db
    .select({ day: cmsContentViews.day, views: sum(cmsContentViews.views) })
    .from(cmsContentViews)
    .where(gte(cmsContentViews.day, fromDay))
    .groupBy(cmsContentViews.day);
  return new Map(rows.map((r) => [r.day, Number(r.views ?? 0)]));
}

/** Content with the most views since `fromDay`, with its views of all time. */
export async function topContent(db: Executor, fromDay: string, limit: number) {
  const recent = sql<number>`coalesce((select sum(${cmsContentViews.views}) from ${cmsContentViews}
    where ${cmsContentViews.contentId} = ${cmsContent.id} and ${cmsContentViews.day} >= ${fromDay}), 0)::int`;
  return db
    .select({
      id: cmsContent.id,
      title: cmsContent.title,
      type: cmsContent.type,
      status: cmsContent.status,
      views: cmsContent.views,
      recentViews: recent,
    })
    .from(cmsContent)
    .where(sql`${cmsContent.views} > 0`)
    .orderBy(desc(recent), desc(cmsContent.views), asc(cmsContent.title))
    .limit(limit);
}

// ---- Media ----

const mediaColumns = {
  id: cmsMedia.id,
  name: cmsMedia.name,
  type: cmsMedia.type,
  storageKey: cmsMedia.storageKey,
  contentType: cmsMedia.contentType,
  sizeBytes: cmsMedia.sizeBytes,
  uploaderName: users.name,
  createdAt: cmsMedia.createdAt,
};

/** The Media Library, newest first. */
export async function listMedia(db: Executor, type: MediaType | undefined, paging: PageRequest) {
  const where = type ? eq(cmsMedia.type, type) : undefined;
  return pageAndTotal(
    db
      .select(mediaColumns)
      .from(cmsMedia)
      .leftJoin(users, eq(users.id, cmsMedia.uploadedBy))
      .where(where)
      .orderBy(desc(cmsMedia.createdAt), desc(cmsMedia.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(cmsMedia).where(where),
  );
}

export async function findMedia(db: Executor, id: number) {
  const [row] = await db
    .select(mediaColumns)
    .from(cmsMedia)
    .leftJoin(users, eq(users.id, cmsMedia.uploadedBy))
    .where(eq(cmsMedia.id, id));
  return row ?? null;
}

export async function insertMedia(db: Executor, values: typeof cmsMedia.$inferInsert) {
  const [row] = await db.insert(cmsMedia).values(values).returning({ id: cmsMedia.id });
  return row!.id;
}

export async function deleteMedia(db: Executor, id: number) {
  await db.delete(cmsMedia).where(eq(cmsMedia.id, id));
}

// ---- Templates ----

const templateColumns = {
  id: cmsTemplates.id,
  name: cmsTemplates.name,
  type: cmsTemplates.type,
  description: cmsTemplates.description,
  body: cmsTemplates.body,
  creatorName: users.name,
  updatedAt: cmsTemplates.updatedAt,
};

export async function listTemplates(db: Executor) {
  return db
    .select(templateColumns)
    .from(cmsTemplates)
    .leftJoin(users, eq(users.id, cmsTemplates.createdBy))
    .orderBy(asc(cmsTemplates.name), asc(cmsTemplates.id));
}

export async function findTemplate(db: Executor, id: number) {
  const [row] = await db
    .select(templateColumns)
    .from(cmsTemplates)
    .leftJoin(users, eq(users.id, cmsTemplates.createdBy))
    .where(eq(cmsTemplates.id, id));
  return row ?? null;
}

export async function insertTemplate(
  db: Executor,
  values: { name: string; type: ContentType; description: string; body: string; createdBy: number },
) {
  const [row] = await db.insert(cmsTemplates).values(values).returning({ id: cmsTemplates.id });
  return row!.id;
}

export async function deleteTemplate(db: Executor, id: number) {
  await db.delete(cmsTemplates).where(eq(cmsTemplates.id, id));
}
