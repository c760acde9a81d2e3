import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONTENT_STATUSES, CONTENT_TYPES, MEDIA_TYPES } from '@wildfire/shared';
import { users } from './users';

/**
 * Marketing and product content (admin-back-office.md 2.24): pages, blog posts, videos, app
 * copy and email templates, moving through draft, review, approved, published and archived.
 */
export const cmsContent = pgTable(
  'cms_content',
  {
    id: serial('id').primaryKey(),
    /** Unique, URL-safe: how published content is asked for (`GET /api/content/{slug}`). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    type: text('type', { enum: CONTENT_TYPES }).notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
    body: text('body').notNull().default(''),
    category: text('category').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Counted each time the published content is served. */
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cms_content_slug_key').on(t.slug),
    index('cms_content_type_status_idx').on(t.type, t.status),
  ],
);

/** Views of published content per day, for the Analytics tab. */
export const cmsContentViews = pgTable(
  'cms_content_views',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => cmsContent.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [uniqueIndex('cms_content_views_key').on(t.contentId, t.day)],
);

/** The Media Library: uploaded images, videos and documents. */
export const cmsMedia = pgTable(
  'cms_media',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type', { enum: MEDIA_TYPES }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cms_media_created_idx').on(t.createdAt)],
);

/** Templates: starting points for new content of a type. */
export const cmsTemplates = pgTable('cms_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: CONTENT_TYPES }).notNull(),
  description: text('description').notNull().default(''),
  body: text('body').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
