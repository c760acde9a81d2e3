import type { ContentCreateInput } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import type { ContentDetail } from './types';
import { useCmsMutation } from './use-cms-mutation';

/** `POST /api/admin/cms/content`: a new draft (409 when a given slug is taken). */
export const createContent = (body: ContentCreateInput) =>
  api.post<ContentDetail>('/admin/cms/content', body);

export const useCreateContent = () => useCmsMutation(createContent);
