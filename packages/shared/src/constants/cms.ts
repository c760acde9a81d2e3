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

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  'page-copy': 'Page Copy',
  'blog-post': 'Blog Post',
  video: 'Video',
  'app-copy': 'App Copy',
  'email-template': 'Email Template',
};

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Draft',
  review: 'In Review',
  approved: 'Approved',
  published: 'Published',
  archived: 'Archived',
};

export const MEDIA_TYPE_LABELS: Record<MediaType, string> = {
  image: 'Image',
  video: 'Video',
  document: 'Document',
};

/**
 * What the Media Library accepts, by extension: the media type and the content type it is
 * served with. No SVG or HTML: they could carry scripts.
 */
export const CMS_MEDIA_FILE_TYPES = {
  jpg: { mediaType: 'image', contentType: 'image/jpeg' },
  jpeg: { mediaType: 'image', contentType: 'image/jpeg' },
  png: { mediaType: 'image', contentType: 'image/png' },
  webp: { mediaType: 'image', contentType: 'image/webp' },
  gif: { mediaType: 'image', contentType: 'image/gif' },
  mp4: { mediaType: 'video', contentType: 'video/mp4' },
  webm: { mediaType: 'video', contentType: 'video/webm' },
  mov: { mediaType: 'video', contentType: 'video/quicktime' },
  pdf: { mediaType: 'document', contentType: 'application/pdf' },
  docx: {
    mediaType: 'document',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  pptx: {
    mediaType: 'document',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  xlsx: {
    mediaType: 'document',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  txt: { mediaType: 'document', contentType: 'text/plain' },
  csv: { mediaType: 'document', contentType: 'text/csv' },
} as const satisfies Record<string, { mediaType: MediaType; contentType: string }>;
export type CmsMediaExtension = keyof typeof CMS_MEDIA_FILE_TYPES;
export const CMS_MEDIA_EXTENSIONS = Object.keys(CMS_MEDIA_FILE_TYPES) as CmsMediaExtension[];

/** The largest upload of each media type, in bytes. */
export const CMS_MEDIA_MAX_BYTES: Record<MediaType, number> = {
  image: 10 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};

/** Page sizes of the CMS lists. */
export const CMS_PAGE_SIZE = { content: 20, media: 24 } as const;

/** The Analytics tab's window: views per day over this many days. */
export const CMS_ANALYTICS_DAYS = 30;
/** How many items the Analytics tab's Top Content lists. */
export const CMS_TOP_CONTENT_COUNT = 5;

/**
 * The published page copy the customer Help screen shows when there is one
 * (`GET /api/content/customer-help`); staff write and publish it in the CMS.
 */
export const HELP_PAGE_CONTENT_SLUG = 'customer-help';
