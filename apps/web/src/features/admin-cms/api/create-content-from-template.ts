import type { ContentFromTemplate } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import type { ContentDetail } from './types';
import { useCmsMutation } from './use-cms-mutation';

/** `POST /api/admin/cms/templates/{id}/content`: Use Template, a new draft. */
export const createContentFromTemplate = (id: number, body: ContentFromTemplate) =>
  api.post<ContentDetail>(`/admin/cms/templates/${String(id)}/content`, body);

export const useCreateContentFromTemplate = () =>
  useCmsMutation(({ id, body }: { id: number; body: ContentFromTemplate }) =>
    createContentFromTemplate(id, body),
  );
