import { z } from 'zod';
import { CONTENT_STATUSES, CONTENT_TYPES, MEDIA_TYPES } from '../constants/cms';
import { parseTags } from '../domain/cms';

/**
 * Bodies and queries of the CMS routes (admin-back-office.md 2.24). The web forms validate
 * with the same schemas.
 */

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_BODY_MAX = 100_000;
export const CONTENT_CATEGORY_MAX = 80;
export const CONTENT_TAGS_MAX = 20;
export const CONTENT_TAG_MAX = 40;

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${String(max)} characters` });

const contentType = z.enum(CONTENT_TYPES, {
  error: `type must be one of ${CONTENT_TYPES.join(', ')}`,
});

/** A slug as typed: lower-case letters, digits and dashes. */
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Slug is required' })
  .max(80, { error: 'Slug must be at most 80 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'Slug may contain only letters, digits and single dashes',
  });

/** Tags as a list or as comma-separated text; cleaned with parseTags. */
const tagsSchema = z
  .union([z.array(z.string()), z.string()], { error: 'tags must be a list of words' })
  .transform((value) => parseTags(value))
  .pipe(
    z
      .array(
        z.string().max(CONTENT_TAG_MAX, {
          error: `A tag must be at most ${String(CONTENT_TAG_MAX)} characters`,
        }),
      )
      .max(CONTENT_TAGS_MAX, { error: `At most ${String(CONTENT_TAGS_MAX)} tags` }),
  );

const contentFields = {
  title: required('Title', CONTENT_TITLE_MAX),
  type: contentType,
  body: z.string({ error: 'Body must be text' }).max(CONTENT_BODY_MAX, {
    error: `Body must be at most ${String(CONTENT_BODY_MAX)} characters`,
  }),
  category: z
    .string({ error: 'Category must be text' })
    .trim()
    .max(CONTENT_CATEGORY_MAX, {
      error: `Category must be at most ${String(CONTENT_CATEGORY_MAX)} characters`,
    }),
  tags: tagsSchema,
  slug: slugSchema,
};

/** New content: always a draft; the slug comes from the title when none is given. */
export const contentCreateSchema = z
  .object({
    title: contentFields.title,
    type: contentType,
    body: contentFields.body.default(''),
    category: contentFields.category.default(''),
    tags: contentFields.tags.default([]),
    slug: contentFields.slug.optional(),
  })
  .strict();
export type ContentCreate = z.infer<typeof contentCreateSchema>;
export type ContentCreateInput = z.input<typeof contentCreateSchema>;

/** An edit: any of the fields, at least one. The status moves through its own route. */
export const contentUpdateSchema = z
  .object({
    title: contentFields.title.optional(),
    type: contentType.optional(),
    body: contentFields.body.optional(),
    category: contentFields.category.optional(),
    tags: contentFields.tags.optional(),
    slug: contentFields.slug.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    error: 'Change at least one field',
  });
export type ContentUpdate = z.infer<typeof contentUpdateSchema>;

export const contentStatusChangeSchema = z
  .object({
    status: z.enum(CONTENT_STATUSES, {
      error: `status must be one of ${CONTENT_STATUSES.join(', ')}`,
    }),
  })
  .strict();
export type ContentStatusChange = z.infer<typeof contentStatusChangeSchema>;

const searchText = z
  .string()
  .trim()
  .max(100, { error: 'search must be at most 100 characters' })
  .optional()
  .transform((s) => (s ? s : undefined));

const pageField = z.coerce
  .number({ error: 'page must be a number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be 1 or more' })
  .max(100_000, { error: 'page is too large' })
  .default(1);

/** The Content Library's filters: type, status and a search on title, category and tags. */
export const contentListQuerySchema = z.object({
  type: contentType.optional(),
  status: z
    .enum(CONTENT_STATUSES, { error: `status must be one of ${CONTENT_STATUSES.join(', ')}` })
    .optional(),
  search: searchText,
  page: pageField,
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const mediaListQuerySchema = z.object({
  type: z.enum(MEDIA_TYPES, { error: `type must be one of ${MEDIA_TYPES.join(', ')}` }).optional(),
  page: pageField,
});

/** A new template: a starting point for content of one type. */
export const templateCreateSchema = z
  .object({
    name: required('Name', 120),
    type: contentType,
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(500, { error: 'Description must be at most 500 characters' })
      .default(''),
    body: contentFields.body.default(''),
  })
  .strict();
export type TemplateCreate = z.infer<typeof templateCreateSchema>;
export type TemplateCreateInput = z.input<typeof templateCreateSchema>;

/** Use Template: a new draft with the template's type and body under this title. */
export const contentFromTemplateSchema = z
  .object({ title: contentFields.title, category: contentFields.category.default('') })
  .strict();
export type ContentFromTemplate = z.infer<typeof contentFromTemplateSchema>;

/** What `GET /api/content/{slug}` serves: published content only. */
export const publishedContentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  type: contentType,
  body: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  published_at: z.string().nullable(),
});
export type PublishedContent = z.infer<typeof publishedContentSchema>;
