/** Query keys of the CMS screen; a change invalidates `cmsKeys.all`. */
export const cmsKeys = {
  all: ['admin-cms'] as const,
  stats: ['admin-cms', 'stats'] as const,
  contentList: (filters: ContentFilters) => ['admin-cms', 'content', 'list', filters] as const,
  content: (id: number) => ['admin-cms', 'content', id] as const,
  media: (type: string, page: number) => ['admin-cms', 'media', { type, page }] as const,
  templates: ['admin-cms', 'templates'] as const,
  analytics: ['admin-cms', 'analytics'] as const,
};

export interface ContentFilters {
  /** A content type, or '' for all. */
  type: string;
  status: string;
  search: string;
  page: number;
}
