import type { ContentUpdate } from '@wildfire/shared';

import { apiRequest } from '@/lib/api-client';
import type { ContentDetail } from './types';
import { useCmsMutation } from './use-cms-mutation';

/** `PATCH /api/admin/cms/content/{id}`: published content only by those who may publish (403). */
export const updateContent = (id: number, body: ContentUpdate) =>
  apiRequest<ContentDetail>(`/admin/cms/content/${String(id)}`, { method: 'PATCH', body });

export const useUpdateContent = () =>
  useCmsMutation(({ id, body }: { id: number; body: ContentUpdate }) => updateContent(id, body));
