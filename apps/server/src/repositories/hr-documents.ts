import { and, asc, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { HrDocumentTab } from '@wildfire/shared';
import type { Executor } from '../db/client';
import { hrDocuments, hrFolders, users } from '../db/schema';
import { pageAndTotal } from './paging';

/** HR Documents (admin-back-office.md 2.20): documents and folders of the two tabs. */

const documentColumns = {
  id: hrDocuments.id,
  tab: hrDocuments.tab,
  folderId: hrDocuments.folderId,
  folderName: hrFolders.name,
  name: hrDocuments.name,
  category: hrDocuments.category,
  fileName: hrDocuments.fileName,
  storageKey: hrDocuments.storageKey,
  contentType: hrDocuments.contentType,
  sizeBytes: hrDocuments.sizeBytes,
  uploadedBy: users.name,
  createdAt: hrDocuments.createdAt,
  updatedAt: hrDocuments.updatedAt,
};

function documentQuery(db: Executor) {
  return db
    .select(documentColumns)
    .from(hrDocuments)
    .leftJoin(hrFolders, eq(hrFolders.id, hrDocuments.folderId))
    .leftJoin(users, eq(users.id, hrDocuments.uploadedBy));
}

export type HrDocumentRow = Awaited<
  ReturnType<ReturnType<typeof documentQuery>['execute']>
>[number];

/**
 * A tab's documents, most recently changed first; `folder` narrows them to one folder, or to
 * those in none.
 */
export async function listHrDocuments(
  db: Executor,
  options: { tab: HrDocumentTab; folder?: number | 'none'; page: number; pageSize: number },
) {
  const where = and(
    eq(hrDocuments.tab, options.tab),
    options.folder === 'none'
      ? isNull(hrDocuments.folderId)
      : options.folder !== undefined
        ? eq(hrDocuments.folderId, options.folder)
        : undefined,
  );
  return pageAndTotal(
    documentQuery(db)
      .where(where)
      .orderBy(desc(hrDocuments.updatedAt), desc(hrDocuments.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(hrDocuments).where(where),
  );
}

/** The summary tiles of a tab: how many documents, their total size, the last change. */
export async function hrDocumentSummary(db: Executor, tab: HrDocumentTab) {
  const [row] = await db
    .select({
      count: count(),
      totalBytes: sql<string | null>`sum(${hrDocuments.sizeBytes})`,
      lastUpdated: max(hrDocuments.updatedAt),
    })
    .from(hrDocuments)
    .where(eq(hrDocuments.tab, tab));
  return {
    count: row?.count ?? 0,
    totalBytes: Number(row?.totalBytes ?? 0),
    lastUpdated: row?.lastUpdated ?? null,
  };
}

export async function findHrDocument(db: Executor, documentId: number) {
  const [row] = await documentQuery(db).where(eq(hrDocuments.id, documentId));
  return row ?? null;
}

export async function insertHrDocument(db: Executor, values: typeof hrDocuments.$inferInsert) {
  const [row] = await db.insert(hrDocuments).values(values).returning({ id: hrDocuments.id });
  return row!.id;
}

export async function updateHrDocument(
  db: Executor,
  documentId: number,
  values: { name?: string; category?: string; folderId?: number | null },
) {
  await db
    .update(hrDocuments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(hrDocuments.id, documentId));
}

export async function deleteHrDocument(db: Executor, documentId: number) {
  await db.delete(hrDocuments).where(eq(hrDocuments.id, documentId));
}

// ---- Folders ----

/** A tab's folders by name, with how many documents each holds. */
export async function listHrFolders(db: Executor, tab: HrDocumentTab) {
  return db
    .select({
      id: hrFolders.id,
      name: hrFolders.name,
      documentCount: sql<number>`count(${hrDocuments.id})::int`,
      createdAt: hrFolders.createdAt,
    })
    .from(hrFolders)
    .leftJoin(hrDocuments, eq(hrDocuments.folderId, hrFolders.id))
    .where(eq(hrFolders.tab, tab))
    .groupBy(hrFolders.id)
    .orderBy(asc(sql`lower(${hrFolders.name})`));
}

export async function findHrFolder(db: Executor, folderId: number) {
  const [row] = await db.select().from(hrFolders).where(eq(hrFolders.id, folderId));
  return row ?? null;
}

/** A folder of the tab by name, case-insensitive (names are unique within a tab that way). */
export async function findHrFolderByName(db: Executor, tab: HrDocumentTab, name: string) {
  const [row] = await db
    .select()
    .from(hrFolders)
    .where(and(eq(hrFolders.tab, tab), eq(sql`lower(${hrFolders.name})`, name.toLowerCase())));
  return row ?? null;
}

export async function insertHrFolder(
  db: Executor,
  values: { tab: HrDocumentTab; name: string; createdBy: number | null },
) {
  const [row] = await db.insert(hrFolders).values(values).returning();
  return row!;
}

/** Delete a folder; its documents stay in the tab, outside any folder (the key sets null). */
export async function deleteHrFolder(db: Executor, folderId: number) {
  await db.delete(hrFolders).where(eq(hrFolders.id, folderId));
}
