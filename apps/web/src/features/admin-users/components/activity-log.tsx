import { useState } from 'react';

import { useActivity } from '../api/get-activity';
import { useUserRecords } from '../api/get-user-records';
import { ActivityLogTable } from './activity-log-table';
import { PagedList } from '@/components/ui/paged-list';

const EMPTY_ACTIVITY = 'No activity recorded yet.';

/** /admin/user-logs: every audited action, newest first, ten a page. */
export function ActivityLog() {
  const [page, setPage] = useState(1);
  const query = useActivity(page);
  return (
    <PagedList
      query={query}
      errorTitle="The activity log could not be loaded"
      emptyText={EMPTY_ACTIVITY}
      pagerLabel="Activity log pages"
      onPage={setPage}
    >
      {(entries) => <ActivityLogTable entries={entries} />}
    </PagedList>
  );
}

/** A user's activity sub-page: the same table, only that person's actions. */
export function UserActivityLog({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const query = useUserRecords(userId, 'activity', page);
  return (
    <PagedList
      query={query}
      errorTitle="The activity could not be loaded"
      emptyText={EMPTY_ACTIVITY}
      pagerLabel="Activity log pages"
      onPage={setPage}
    >
      {(entries) => <ActivityLogTable entries={entries} />}
    </PagedList>
  );
}
