import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { fleetKeys } from './keys';
import type { Page, PropertyNote } from './types';

/** `GET /api/admin/properties/{propertyId}/notes?page=`: newest first. */
export const getPropertyNotes = (propertyId: number, page: number, signal?: AbortSignal) =>
  api.get<Page<PropertyNote>>(
    withQuery(`/admin/properties/${String(propertyId)}/notes`, { page }),
    { signal },
  );

export const propertyNotesQueryOptions = (propertyId: number, page: number) =>
  queryOptions({
    queryKey: fleetKeys.notes(propertyId, page),
    queryFn: ({ signal }) => getPropertyNotes(propertyId, page, signal),
    placeholderData: keepPreviousData,
  });

export const usePropertyNotes = (propertyId: number, page: number) =>
  useQuery(propertyNotesQueryOptions(propertyId, page));

/** `POST /api/admin/properties/{propertyId}/notes`. */
export const addPropertyNote = (propertyId: number, content: string) =>
  api.post<PropertyNote>(`/admin/properties/${String(propertyId)}/notes`, { content });

export function useAddPropertyNote(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addPropertyNote(propertyId, content),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['admin-fleet', 'property', propertyId, 'notes'] }),
  });
}
