import { apiRequest } from '@/lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

/** `DELETE /api/admin/cms/media/{id}`. */
export const deleteMedia = (id: number) =>
  apiRequest<undefined>(`/admin/cms/media/${String(id)}`, { method: 'DELETE' });

export const useDeleteMedia = () => useCmsMutation(deleteMedia);
