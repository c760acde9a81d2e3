/** Query keys of the back-office people screens; a change invalidates `adminPeopleKeys.all`. */
export const adminPeopleKeys = {
  all: ['admin-people'] as const,
  users: (search: string, page: number) => ['admin-people', 'users', { search, page }] as const,
  user: (userId: number) => ['admin-people', 'user', userId] as const,
  userRecords: (userId: number, records: string, page: number) =>
    ['admin-people', 'user', userId, records, page] as const,
  activity: (userId: number | null, page: number) =>
    ['admin-people', 'activity', { userId, page }] as const,
  groups: (search: string, page: number) => ['admin-people', 'groups', { search, page }] as const,
  group: (groupId: number) => ['admin-people', 'group', groupId] as const,
};
