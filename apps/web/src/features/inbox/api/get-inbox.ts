import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** A message sent to the signed-in person. */
export interface InboxMessage {
  id: number;
  sender: string;
  subject: string;
  body: string;
  timestamp: string;
  read: boolean;
}

export interface InboxPage {
  messages: InboxMessage[];
  total: number;
  unread: number;
}

export const INBOX_PAGE_SIZE = 50;

export const inboxKeys = { all: ['inbox'] as const };

export const getInbox = ({ offset, signal }: { offset: number; signal?: AbortSignal }) =>
  api.get<InboxPage>(`/inbox?limit=${String(INBOX_PAGE_SIZE)}&offset=${String(offset)}`, {
    signal,
  });

export const inboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: inboxKeys.all,
    queryFn: ({ pageParam, signal }) => getInbox({ offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.length * INBOX_PAGE_SIZE;
      return loaded < last.total ? loaded : undefined;
    },
  });

export const useInbox = () => useInfiniteQuery(inboxQueryOptions());
