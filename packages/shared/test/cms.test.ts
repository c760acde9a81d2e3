import { describe, expect, it } from 'vitest';
import {
  canMoveContent,
  checkContentMove,
  CMS_MEDIA_MAX_BYTES,
  cmsMediaFileType,
  CONTENT_STATUSES,
  contentCreateSchema,
  contentListQuerySchema,
  contentMovesFor,
  contentUpdateSchema,
  lastDays,
  parseTags,
  permissionForContentMove,
  slugify,
  wordCount,
  type ContentStatus,
} from '../src';

const EDITOR = ['view_cms_content', 'create_cms_content', 'edit_cms_content'];
const PUBLISHER = [...EDITOR, 'publish_cms_content'];

describe('Content workflow: draft → review → approved → published → archived, and back review → draft, archived → draft', () => {
  const allowed: Array<[ContentStatus, ContentStatus]> = [
    ['draft', 'review'],
    ['review', 'approved'],
    ['review', 'draft'],
    ['approved', 'published'],
    ['published', 'archived'],
    ['archived', 'draft'],
  ];

  it('allows exactly the workflow moves', () => {
    for (const from of CONTENT_STATUSES) {
      for (const to of CONTENT_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canMoveContent(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('refuses a skipped step with a message naming the moves that are allowed', () => {
    const check = checkContentMove('draft', 'published', PUBLISHER);
    expect(check).toEqual({
      ok: false,
      reason: 'not_allowed',
      message: 'Draft content cannot move to Published; it can move to In Review.',
    });
    expect(checkContentMove('published', 'draft', PUBLISHER)).toMatchObject({
      ok: false,
      reason: 'not_allowed',
    });
    expect(checkContentMove('draft', 'draft', PUBLISHER)).toMatchObject({ reason: 'not_allowed' });
  });
});

describe('Only publish_cms_content publishes', () => {
  it('publishing needs publish_cms_content; every other move needs edit_cms_content', () => {
    expect(permissionForContentMove('published')).toBe('publish_cms_content');
    for (const to of ['draft', 'review', 'approved', 'archived'] as const) {
      expect(permissionForContentMove(to)).toBe('edit_cms_content');
    }
  });

  it('an editor without the permission cannot publish approved content', () => {
    expect(checkContentMove('approved', 'published', EDITOR)).toEqual({
      ok: false,
      reason: 'forbidden',
      message: 'Only staff with the Publish CMS Content permission can publish content.',
    });
    expect(checkContentMove('approved', 'published', PUBLISHER)).toEqual({ ok: true });
  });

  it('a publisher without edit_cms_content publishes but does not move anything else', () => {
    const publisherOnly = ['view_cms_content', 'publish_cms_content'];
    expect(checkContentMove('approved', 'published', publisherOnly)).toEqual({ ok: true });
    expect(checkContentMove('draft', 'review', publisherOnly)).toMatchObject({
      ok: false,
      reason: 'forbidden',
    });
  });

  it('lists the moves a person can make', () => {
    expect(contentMovesFor('review', EDITOR)).toEqual(['approved', 'draft']);
    expect(contentMovesFor('approved', EDITOR)).toEqual([]);
    expect(contentMovesFor('approved', PUBLISHER)).toEqual(['published']);
    expect(contentMovesFor('archived', ['view_cms_content'])).toEqual([]);
  });
});

describe('Content fields', () => {
  it('slugs are lower-case words joined by single dashes', () => {
    expect(slugify('Fire Season Checklist: 2025!')).toBe('fire-season-checklist-2025');
    expect(slugify('  Défense   périmétrique ')).toBe('defense-perimetrique');
    expect(slugify('!!!')).toBe('content');
    expect(slugify('a'.repeat(100))).toHaveLength(80);
  });

  it('counts words, not spaces or punctuation', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  Keep the   system in standby. ')).toBe(5);
    expect(wordCount("Don't wait: 10,000-gallon tanks")).toBe(5);
  });

  it('tags are trimmed, without empties or repeats', () => {
    expect(parseTags(' wildfire, Defense ,,wildfire , DEFENSE, fire  season')).toEqual([
      'wildfire',
      'Defense',
      'fire season',
    ]);
    expect(parseTags(['a', ' a ', 'b'])).toEqual(['a', 'b']);
  });

  it('new content needs a title and a known type; tags may be typed as text', () => {
    const bad = contentCreateSchema.safeParse({ title: '  ', type: 'poem' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Title is required',
      'type must be one of page-copy, blog-post, video, app-copy, email-template',
    ]);
    const good = contentCreateSchema.parse({ title: ' Hello ', type: 'blog-post', tags: 'a, b' });
    expect(good).toEqual({
      title: 'Hello',
      type: 'blog-post',
      body: '',
      category: '',
      tags: ['a', 'b'],
    });
  });

  it('an edit changes at least one field; slugs are checked', () => {
    expect(contentUpdateSchema.safeParse({}).success).toBe(false);
    expect(contentUpdateSchema.safeParse({ slug: 'Bad Slug' }).success).toBe(false);
    expect(contentUpdateSchema.parse({ slug: 'Good-Slug' })).toEqual({ slug: 'good-slug' });
  });
});

describe('Content Library filters', () => {
  it('type, status and search combine; blank search is no search', () => {
    expect(contentListQuerySchema.parse({ type: 'video', search: '  ', page: '2' })).toEqual({
      type: 'video',
      search: undefined,
      page: 2,
    });
    expect(contentListQuerySchema.safeParse({ type: 'poem' }).success).toBe(false);
    expect(contentListQuerySchema.safeParse({ status: 'live' }).success).toBe(false);
  });
});

describe('Media Library uploads: images, videos and documents with size and type limits', () => {
  it('knows the media type of an accepted file by its extension', () => {
    expect(cmsMediaFileType('Crew at work.JPG')).toEqual({
      extension: 'jpg',
      mediaType: 'image',
      contentType: 'image/jpeg',
    });
    expect(cmsMediaFileType('walkthrough.mp4')?.mediaType).toBe('video');
    expect(cmsMediaFileType('brochure.pdf')?.mediaType).toBe('document');
  });

  it('refuses scripts, SVG, HTML and names without an extension', () => {
    for (const name of ['logo.svg', 'page.html', 'run.exe', 'README']) {
      expect(cmsMediaFileType(name), name).toBeNull();
    }
  });

  it('videos may be larger than images and documents', () => {
    expect(CMS_MEDIA_MAX_BYTES.video).toBeGreaterThan(CMS_MEDIA_MAX_BYTES.document);
    expect(CMS_MEDIA_MAX_BYTES.image).toBe(10 * 1024 * 1024);
  });
});

describe('Analytics: views over the last 30 days', () => {
  it('lists the days oldest first, ending today (UTC)', () => {
    const days = lastDays(new Date('2025-03-02T23:30:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-02-01');
    expect(days.at(-1)).toBe('2025-03-02');
  });
});
