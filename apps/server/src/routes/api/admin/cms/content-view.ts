import { z } from 'zod';
import { CONTENT_STATUSES, CONTENT_TYPES, wordCount } from '@wildfire/shared';
import { type ContentRow } from '#src/repositories/cms';
import { positiveIdParam } from '../query';

/** Content as the Content Library lists it, and with its body. */
export const contentSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  type: z.enum(CONTENT_TYPES),
  status: z.enum(CONTENT_STATUSES),
  author: z.string().nullable(),
  last_modified: z.string(),
  publish_date: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  word_count: z.number().int(),
  views: z.number().int(),
});
export const contentDetailSchema = contentSummarySchema.extend({ body: z.string() });

export const toSummary = (row: ContentRow): z.infer<typeof contentSummarySchema> => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  type: row.type,
  status: row.status,
  author: row.authorName,
  last_modified: row.updatedAt.toISOString(),
  publish_date: row.publishedAt?.toISOString() ?? null,
  category: row.category,
  tags: row.tags,
  word_count: wordCount(row.body),
  views: row.views,
});
export const toDetail = (row: ContentRow) => ({ ...toSummary(row), body: row.body });

export const contentParams = z.object({ contentId: positiveIdParam('contentId') });
