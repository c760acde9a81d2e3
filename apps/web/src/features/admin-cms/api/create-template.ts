import type { TemplateCreateInput } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import type { ContentTemplate } from './types';
import { useCmsMutation } from './use-cms-mutation';

/** `POST /api/admin/cms/templates`. */
export const createTemplate = (body: TemplateCreateInput) =>
  api.post<ContentTemplate>('/admin/cms/templates', body);

export const useCreateTemplate = () => useCmsMutation(createTemplate);
