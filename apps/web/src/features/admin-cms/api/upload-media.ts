import { uploadRawFile } from '@/lib/file-transfer';
import type { MediaFile } from './types';
import { useCmsMutation } from './use-cms-mutation';

/** `POST /api/admin/cms/media`: the raw bytes, the name in X-File-Name (413 too large, 400 type). */
export const uploadMedia = (file: File) => uploadRawFile<MediaFile>('/admin/cms/media', file);

export const useUploadMedia = () => useCmsMutation(uploadMedia);
