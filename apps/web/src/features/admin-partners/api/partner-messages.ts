import type { PartnerMessageInput } from '@wildfire/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { partnerKeys } from './keys';
import type { PartnerMessage, PartnerMessagePage } from './types';

/** `GET /api/admin/partners/{partnerId}/messages?page=`: newest first. */
export const getPartnerMessages = (partnerId: number, page: number, signal?: AbortSignal) =>
  api.get<PartnerMessagePage>(
    withQuery(`/admin/partners/${String(partnerId)}/messages`, { page }),
    { signal },
  );

export const partnerMessagesQueryOptions = (partnerId: number, page: number) =>
  queryOptions({
    queryKey: partnerKeys.messages(partnerId, page),
    queryFn: ({ signal }) => getPartnerMessages(partnerId, page, signal),
    placeholderData: keepPreviousData,
  });

export const usePartnerMessages = (partnerId: number, page: number) =>
  useQuery(partnerMessagesQueryOptions(partnerId, page));

/** `POST /api/admin/partners/{partnerId}/messages`: kept here and emailed to the contact. */
export const sendPartnerMessage = (partnerId: number, body: PartnerMessageInput) =>
  api.post<PartnerMessage>(`/admin/partners/${String(partnerId)}/messages`, body);

export function useSendPartnerMessage(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerMessageInput) => sendPartnerMessage(partnerId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: ['admin-partners', 'partner', partnerId, 'messages'],
      }),
  });
}
