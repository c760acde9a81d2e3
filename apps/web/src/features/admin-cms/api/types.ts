import type { ContentStatus, ContentType, MediaType } from '@wildfire/shared';

/** Answers of the `/api/admin/cms` routes. */

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface CmsStats {
  total: number;
  by_status: Record<ContentStatus, number>;
  total_views: number;
  media: number;
  templates: number;
}

export interface ContentSummary {
  id: number;
  slug: string;
  title: string;
  type: ContentType;
  status: ContentStatus;
  author: string | null;
  last_modified: string;
  publish_date: string | null;
  category: string;
  tags: string[];
  word_count: number;
  views: number;
}

export interface ContentDetail extends ContentSummary {
  body: string;
}

export interface MediaFile {
  id: number;
  name: string;
  type: MediaType;
  content_type: string;
  size_bytes: number;
  upload_date: string;
  uploader: string | null;
  /** The file under the API base (`/api/admin/cms/media/{id}/file`). */
  url: string;
}

export interface MediaPage extends Page<MediaFile> {
  max_bytes: Record<MediaType, number>;
  allowed_extensions: string[];
}

export interface ContentTemplate {
  id: number;
  name: string;
  type: ContentType;
  description: string;
  body: string;
  created_by: string | null;
  last_modified: string;
}

export interface CmsAnalytics {
  days: number;
  total_views: number;
  period_views: number;
  views_per_day: Array<{ day: string; views: number }>;
  top_content: Array<{
    id: number;
    title: string;
    type: ContentType;
    status: ContentStatus;
    views: number;
    period_views: number;
  }>;
}
