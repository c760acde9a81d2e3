import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { projectSegment } from './keys';
import type { Page } from './types';

/**
 * A project's paged records that staff add to (internal notes, app updates):
 * `GET /api/admin/projects/{projectId}/{part}?page=`, newest first, and `POST` to add one.
 */
export function projectRecords<Row, Input>({
  part,
  key,
  changes,
}: {
  part: string;
  key: (projectId: string, page: number) => QueryKey;
  /** What an added record changes, to load again. */
  changes: (projectId: string) => QueryKey;
}) {
  const url = (projectId: string) => `/admin/projects/${projectSegment(projectId)}/${part}`;
  const get = (projectId: string, page: number, signal?: AbortSignal) =>
    api.get<Page<Row>>(withQuery(url(projectId), { page }), { signal });
  const options = (projectId: string, page: number) =>
    queryOptions({
      queryKey: key(projectId, page),
      queryFn: ({ signal }) => get(projectId, page, signal),
      placeholderData: keepPreviousData,
    });
  const add = (projectId: string, body: Input) => api.post<Row>(url(projectId), body);
  return {
    get,
    options,
    useList: (projectId: string, page: number) => useQuery(options(projectId, page)),
    add,
    useAdd: (projectId: string) => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: Input) => add(projectId, body),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: changes(projectId) }),
      });
    },
  };
}
