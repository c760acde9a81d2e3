import type { ProjectNoteInput } from '@wildfire/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { projectKeys, projectSegment } from './keys';
import type { InternalNote, Page } from './types';

/** `GET /api/admin/projects/{projectId}/notes?page=`: newest first; private ones when allowed. */
export const getProjectNotes = (projectId: string, page: number, signal?: AbortSignal) =>
  api.get<Page<InternalNote>>(
    withQuery(`/admin/projects/${projectSegment(projectId)}/notes`, { page }),
    { signal },
  );

export const projectNotesQueryOptions = (projectId: string, page: number) =>
  queryOptions({
    queryKey: projectKeys.notes(projectId, page),
    queryFn: ({ signal }) => getProjectNotes(projectId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useProjectNotes = (projectId: string, page: number) =>
  useQuery(projectNotesQueryOptions(projectId, page));

/** `POST /api/admin/projects/{projectId}/notes`: blank text is refused. */
export const addProjectNote = (projectId: string, body: ProjectNoteInput) =>
  api.post<InternalNote>(`/admin/projects/${projectSegment(projectId)}/notes`, body);

export function useAddProjectNote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectNoteInput) => addProjectNote(projectId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...projectKeys.project(projectId), 'notes'] }),
  });
}
