import { apiRequest } from '@/lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

/** `DELETE /api/admin/cms/content/{id}`. */
export const deleteContent = (id: number) =>
  apiRequest<undefined>(`/admin/cms/content/${String(id)}`, { method: 'DELETE' });

export const useDeleteContent = () => useCmsMutation(deleteContent);
