import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate } from '#src/db/migrate';
import { properties, sites, tagLatest, users } from '#src/db/schema/index';
import { seedDemoIfEmpty } from '#src/seed/seed-demo';
import { build } from '../helper';

describe('migrations and demo data', async () => {
  // An empty database, as at a first start: the app migrates it and seeds the demo data itself.
  const { app, database } = await build({}, { emptyDatabase: true });
  const n = async (table: typeof users | typeof properties | typeof sites | typeof tagLatest) =>
    (await app.db.select({ n: count() }).from(table))[0]!.n;

  it('migrations can run again on a migrated database', async () => {
    await expect(migrate(database)).resolves.toBeUndefined();
  });

  it('seeds the twelve demo accounts (six customer-portal, five back-office staff, one partner) and five properties, each with a panel', async () => {
    expect(await n(users)).toBe(12);
    expect(await n(properties)).toBe(5);
    expect(await n(sites)).toBe(5);
  });

  it('every panel but the never-reported one has a tag snapshot', async () => {
    const rows = await app.db.selectDistinct({ siteId: tagLatest.siteId }).from(tagLatest);
    expect(rows.map((r) => r.siteId).sort()).toEqual(['WD-1001', 'WD-1002', 'WD-1003', 'WD-1005']);
  });

  it('never seeds into a database that already has users', async () => {
    const before = await n(tagLatest);
    expect(await seedDemoIfEmpty(app.db)).toBe(false);
    expect(await n(users)).toBe(12);
    expect(await n(tagLatest)).toBe(before);
  });
});
