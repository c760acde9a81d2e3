import type { PropertyMemberAdd } from '@wildfire/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';
import { fleetKeys } from './keys';
import type { PropertyMember } from './types';

/** `GET /api/admin/properties/{propertyId}/members`. */
export const getPropertyMembers = (propertyId: number, signal?: AbortSignal) =>
  api.get<{ users: PropertyMember[] }>(`/admin/properties/${String(propertyId)}/members`, {
    signal,
  });

export const propertyMembersQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: fleetKeys.members(propertyId),
    queryFn: ({ signal }) => getPropertyMembers(propertyId, signal),
  });

export const usePropertyMembers = (propertyId: number) =>
  useQuery(propertyMembersQueryOptions(propertyId));

/** `POST /api/admin/properties/{propertyId}/members`: an existing customer, with a role. */
export const addPropertyMember = (propertyId: number, body: PropertyMemberAdd) =>
  api.post<PropertyMember>(`/admin/properties/${String(propertyId)}/members`, body);

export function useAddPropertyMember(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyMemberAdd) => addPropertyMember(propertyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.members(propertyId) }),
  });
}

/** `DELETE /api/admin/properties/{propertyId}/members/{userId}`. */
export const removePropertyMember = (propertyId: number, userId: number) =>
  apiRequest<undefined>(`/admin/properties/${String(propertyId)}/members/${String(userId)}`, {
    method: 'DELETE',
  });

export function useRemovePropertyMember(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removePropertyMember(propertyId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.members(propertyId) }),
  });
}
