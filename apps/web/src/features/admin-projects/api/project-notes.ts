import type { ProjectNoteInput } from '@wildfire/shared';

import { projectKeys } from './keys';
import { projectRecords } from './project-records';
import type { InternalNote } from './types';

/** `…/notes`: internal notes, private ones when allowed; blank text is refused. */
const notes = projectRecords<InternalNote, ProjectNoteInput>({
  part: 'notes',
  key: projectKeys.notes,
  changes: (projectId) => [...projectKeys.project(projectId), 'notes'],
});

export const getProjectNotes = notes.get;
export const projectNotesQueryOptions = notes.options;
export const useProjectNotes = notes.useList;
export const addProjectNote = notes.add;
export const useAddProjectNote = notes.useAdd;
