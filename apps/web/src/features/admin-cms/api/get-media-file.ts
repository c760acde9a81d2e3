import { downloadFile, rawRequest } from '@/lib/file-transfer';
import type { MediaFile } from './types';

/** The file's path under the API base (its `url` starts with `/api`). */
const filePath = (media: MediaFile) => media.url.replace(/^\/api/, '');

/** `GET /api/admin/cms/media/{id}/file`, saved by the browser under the file's name. */
export const downloadMedia = (media: MediaFile) => downloadFile(filePath(media), media.name);

/** The same file as a blob URL for a preview (the request carries the session's token). */
export async function mediaObjectUrl(media: MediaFile): Promise<string> {
  const response = await rawRequest(filePath(media), { method: 'GET' });
  return URL.createObjectURL(await response.blob());
}
