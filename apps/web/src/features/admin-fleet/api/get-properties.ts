import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { fleetKeys } from './keys';
import type { Page, PropertyRow } from './types';

/** `GET /api/admin/properties?search=&page=`: search on panel ID, name or address. */
export const getProperties = (search: string, page: number, signal?: AbortSignal) =>
  api.get<Page<PropertyRow>>(withQuery('/admin/properties', { search, page }), {
    signal,
  });

export const propertiesQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: fleetKeys.properties(search.trim(), page),
    queryFn: ({ signal }) => getProperties(search, page, signal),
    placeholderData: keepPreviousData,
  });

export const useProperties = (search: string, page: number) =>
  useQuery(propertiesQueryOptions(search, page));
