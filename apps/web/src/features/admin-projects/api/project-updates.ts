import type { AppUpdateInput } from '@wildfire/shared';

import { projectKeys } from './keys';
import { projectRecords } from './project-records';
import type { AppUpdate } from './types';

/** `…/updates`: the crew's app updates; staff record one on the crew's behalf. */
const updates = projectRecords<AppUpdate, AppUpdateInput>({
  part: 'updates',
  key: projectKeys.updates,
  // An update can move the project's progress, so the whole project loads again.
  changes: projectKeys.project,
});

export const getProjectUpdates = updates.get;
export const projectUpdatesQueryOptions = updates.options;
export const useProjectUpdates = updates.useList;
export const addProjectUpdate = updates.add;
export const useAddProjectUpdate = updates.useAdd;
