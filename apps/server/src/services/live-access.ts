import type { Executor } from '../db/client';
import { findSiteAccesses, findStaffViewProperty } from '../repositories/sites';
import { findLiveSessions } from '../repositories/users';

/** Who holds a live stream open: the session it was opened in, and the site it watches. */
export interface StreamHolder {
  sessionId: string;
  userId: number;
  siteId: string;
}

/**
 * The holders among `holders` that may no longer watch their site (decision 053): their session
 * was ended (logout, revocation, a password change, deactivation) or expired, or they lost their
 * access to the site (removed from the property, or, staff viewing a customer's site, the
 * permission that let them). The same rules the request's own check applies, for every stream
 * at once: one query for the sessions and one for the sites, however many streams are open.
 */
export async function holdersRefused<Holder extends StreamHolder>(
  db: Executor,
  holders: readonly Holder[],
  now = new Date(),
): Promise<Holder[]> {
  if (holders.length === 0) return [];
  const live = new Map(
    (await findLiveSessions(db, [...new Set(holders.map((h) => h.sessionId))], now)).map((row) => [
      row.session.id,
      row,
    ]),
  );
  const withSession = holders.filter((h) => live.get(h.sessionId)?.session.userId === h.userId);
  const access = await findSiteAccesses(db, withSession);
  const staffView = new Map<string, Promise<boolean>>();
  const refused: Holder[] = [];
  for (const holder of holders) {
    const session = live.get(holder.sessionId);
    if (!session || session.session.userId !== holder.userId) {
      refused.push(holder);
      continue;
    }
    const key = `${String(holder.userId)}:${holder.siteId}`;
    if (access.has(key)) continue;
    // Not the holder's own site: staff may still view it (read per stream, as a request does).
    let viewing = staffView.get(key);
    if (!viewing) {
      viewing = findStaffViewProperty(db, session.user, holder.siteId).then((p) =>
        Boolean(p?.siteId),
      );
      staffView.set(key, viewing);
    }
    if (!(await viewing)) refused.push(holder);
  }
  return refused;
}
