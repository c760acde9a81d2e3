import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { scadaDefinitions, tagLatest } from '../db/schema';

/** The newest value of every tag the panel has reported, in name order. */
export async function listLatestTags(db: Executor, siteId: string) {
  return db
    .select({
      tag: tagLatest.tag,
      value: tagLatest.value,
      group: tagLatest.group,
      panelTime: tagLatest.panelTime,
    })
    .from(tagLatest)
    .where(eq(tagLatest.siteId, siteId))
    .orderBy(asc(tagLatest.tag));
}

export async function findScadaDefinition(db: Executor, siteId: string) {
  const [row] = await db
    .select({ definition: scadaDefinitions.definition })
    .from(scadaDefinitions)
    .where(eq(scadaDefinitions.siteId, siteId))
    .limit(1);
  return row?.definition ?? null;
}
