import type { ContentStatus } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import type { ContentDetail } from './types';
import { useCmsMutation } from './use-cms-mutation';

/** `POST /api/admin/cms/content/{id}/status`: 409 outside the workflow, 403 without the permission. */
export const changeContentStatus = (id: number, status: ContentStatus) =>
  api.post<ContentDetail>(`/admin/cms/content/${String(id)}/status`, { status });

export const useChangeContentStatus = () =>
  useCmsMutation(({ id, status }: { id: number; status: ContentStatus }) =>
    changeContentStatus(id, status),
  );
