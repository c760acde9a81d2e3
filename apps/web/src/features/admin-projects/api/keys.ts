import type { ProjectStatusFilter } from '@wildfire/shared';

/** Query keys of the project screens; a change invalidates `projectKeys.all`. */
export const projectKeys = {
  all: ['admin-projects'] as const,
  list: (search: string, status: ProjectStatusFilter, page: number) =>
    ['admin-projects', 'list', { search, status, page }] as const,
  options: ['admin-projects', 'options'] as const,
  propertyOptions: (search: string) => ['admin-projects', 'property-options', search] as const,
  project: (projectId: string) => ['admin-projects', 'project', projectId] as const,
  history: (projectId: string, page: number) =>
    ['admin-projects', 'project', projectId, 'history', page] as const,
  notes: (projectId: string, page: number) =>
    ['admin-projects', 'project', projectId, 'notes', page] as const,
  updates: (projectId: string, page: number) =>
    ['admin-projects', 'project', projectId, 'updates', page] as const,
  propertyUsers: (projectId: string) =>
    ['admin-projects', 'project', projectId, 'property-users'] as const,
  team: (projectId: string) => ['admin-projects', 'project', projectId, 'team'] as const,
};

export const projectSegment = (projectId: string) => encodeURIComponent(projectId);
