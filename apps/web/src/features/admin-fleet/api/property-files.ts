import { FILE_NAME_HEADER } from '@wildfire/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { env } from '../../../config/env';
import { api, ApiError, apiRequest } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth/token-storage';
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

/** Raw requests (file bytes) with the session's bearer token, failing as ApiError does. */
async function rawRequest(endpoint: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getAccessToken();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${endpoint}`, { ...init, headers });
  } catch (cause) {
    throw new ApiError(0, 'network_error', 'The server could not be reached.', { cause });
  }
  if (!response.ok) {
    let message = `The server answered ${String(response.status)}`;
    let code = `http_${String(response.status)}`;
    try {
      const body = (await response.json()) as { error?: { code?: string; message?: string } };
      message = body.error?.message ?? message;
      code = body.error?.code ?? code;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new ApiError(response.status, code, message);
  }
  return response;
}

/** `POST .../files`: the raw bytes, the name URI-encoded in the X-File-Name header. */
export async function uploadPropertyFile(propertyId: number, file: File): Promise<PropertyFile> {
  const response = await rawRequest(filesUrl(propertyId), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      [FILE_NAME_HEADER]: encodeURIComponent(file.name),
      Accept: 'application/json',
    },
    body: file,
  });
  return (await response.json()) as PropertyFile;
}

/** `GET .../files/{fileId}`, saved under the file's name by the browser. */
export async function downloadPropertyFile(propertyId: number, file: PropertyFile) {
  const response = await rawRequest(`${filesUrl(propertyId)}/${String(file.id)}`, {
    method: 'GET',
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

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
