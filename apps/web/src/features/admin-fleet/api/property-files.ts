import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';
import { downloadFile, uploadRawFile } from '@/lib/file-transfer';
import { fleetKeys } from './keys';
import type { PropertyFile, PropertyFiles } from './types';

const filesUrl = (propertyId: number) => `/admin/properties/${String(propertyId)}/files`;

/** `GET /api/admin/properties/{propertyId}/files`: the files, the size limit and allowed types. */
export const getPropertyFiles = (propertyId: number, signal?: AbortSignal) =>
  api.get<PropertyFiles>(filesUrl(propertyId), { signal });

export const propertyFilesQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: fleetKeys.files(propertyId),
    queryFn: ({ signal }) => getPropertyFiles(propertyId, signal),
  });

export const usePropertyFiles = (propertyId: number) =>
  useQuery(propertyFilesQueryOptions(propertyId));

/** `POST .../files`: the raw bytes, the name URI-encoded in the X-File-Name header. */
export const uploadPropertyFile = (propertyId: number, file: File) =>
  uploadRawFile<PropertyFile>(filesUrl(propertyId), file);

/** `GET .../files/{fileId}`, saved under the file's name by the browser. */
export const downloadPropertyFile = (propertyId: number, file: PropertyFile) =>
  downloadFile(`${filesUrl(propertyId)}/${String(file.id)}`, file.file_name);

export function useUploadPropertyFile(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPropertyFile(propertyId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.files(propertyId) }),
  });
}

/** `DELETE .../files/{fileId}`. */
export const deletePropertyFile = (propertyId: number, fileId: number) =>
  apiRequest<undefined>(`${filesUrl(propertyId)}/${String(fileId)}`, { method: 'DELETE' });

export function useDeletePropertyFile(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => deletePropertyFile(propertyId, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.files(propertyId) }),
  });
}
