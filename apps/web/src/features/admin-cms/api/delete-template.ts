import { apiRequest } from '@/lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

/** `DELETE /api/admin/cms/templates/{id}`: content made from it stays. */
export const deleteTemplate = (id: number) =>
  apiRequest<undefined>(`/admin/cms/templates/${String(id)}`, { method: 'DELETE' });

export const useDeleteTemplate = () => useCmsMutation(deleteTemplate);
