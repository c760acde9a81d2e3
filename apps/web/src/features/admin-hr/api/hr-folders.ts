import type { HrDocumentTab, HrFolder, NewHrFolder } from '@wildfire/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';
import { hrKeys } from './keys';

/** `GET /api/admin/documents/folders?tab=`: the tab's folders with their document counts. */
export const getHrFolders = (tab: HrDocumentTab, signal?: AbortSignal) =>
  api.get<{ folders: HrFolder[] }>(`/admin/documents/folders?tab=${tab}`, { signal });

export const hrFoldersQueryOptions = (tab: HrDocumentTab) =>
  queryOptions({
    queryKey: hrKeys.folders(tab),
    queryFn: ({ signal }) => getHrFolders(tab, signal),
  });

export const useHrFolders = (tab: HrDocumentTab) => useQuery(hrFoldersQueryOptions(tab));

/** `POST /api/admin/documents/folders`: Create Folder. */
export const createHrFolder = (body: NewHrFolder) =>
  api.post<HrFolder>('/admin/documents/folders', body);

/** `DELETE /api/admin/documents/folders/{id}`: its documents stay, outside any folder. */
export const deleteHrFolder = (folderId: number) =>
  apiRequest<undefined>(`/admin/documents/folders/${String(folderId)}`, { method: 'DELETE' });

export function useCreateHrFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHrFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrKeys.documentsAll }),
  });
}

export function useDeleteHrFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHrFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrKeys.documentsAll }),
  });
}
