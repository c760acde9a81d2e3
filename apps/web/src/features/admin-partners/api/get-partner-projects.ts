import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { partnerKeys } from './keys';
import type { PartnerProjectPage } from './types';

/** `GET /api/admin/partners/{partnerId}/projects?page=`: newest first. */
export const getPartnerProjects = (partnerId: number, page: number, signal?: AbortSignal) =>
  api.get<PartnerProjectPage>(
    withQuery(`/admin/partners/${String(partnerId)}/projects`, { page }),
    { signal },
  );

export const partnerProjectsQueryOptions = (partnerId: number, page: number) =>
  queryOptions({
    queryKey: partnerKeys.projects(partnerId, page),
    queryFn: ({ signal }) => getPartnerProjects(partnerId, page, signal),
    placeholderData: keepPreviousData,
  });

export const usePartnerProjects = (partnerId: number, page: number) =>
  useQuery(partnerProjectsQueryOptions(partnerId, page));
