import { FILE_NAME_HEADER } from '@wildfire/shared';

import { env } from '../config/env';
import { ApiError, unreachable } from './api-client';
import { getAccessToken } from './auth/token-storage';

/**
 * File bytes to and from the API (decision 011): uploads are the raw file with its name in the
 * X-File-Name header, downloads are saved by the browser under the file's name. Both carry the
 * session's bearer token and fail as ApiError does.
 */

/** A raw request (file bytes) with the session's bearer token, failing as ApiError does. */
export async function rawRequest(endpoint: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getAccessToken();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${endpoint}`, { ...init, headers });
  } catch (cause) {
    throw unreachable(cause);
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

/** POST the file's raw bytes to `endpoint` (relative to the API base); returns the JSON answer. */
export async function uploadRawFile<T>(endpoint: string, file: File): Promise<T> {
  const response = await rawRequest(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      [FILE_NAME_HEADER]: encodeURIComponent(file.name),
      Accept: 'application/json',
    },
    body: file,
  });
  return (await response.json()) as T;
}

/** Has the browser save what `endpoint` answers (a GET) under `fileName`. */
export async function downloadFile(endpoint: string, fileName: string): Promise<void> {
  const response = await rawRequest(endpoint, { method: 'GET' });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
