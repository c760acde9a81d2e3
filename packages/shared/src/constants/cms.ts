/** Content management (admin-back-office.md sections 2.24, 3 and 4). */

export const CONTENT_TYPES = [
  'page-copy',
  'blog-post',
  'video',
  'app-copy',
  'email-template',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The status workflow, in order; only `publish_cms_content` moves content to published. */
export const CONTENT_STATUSES = ['draft', 'review', 'approved', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const MEDIA_TYPES = ['image', 'video', 'document'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
