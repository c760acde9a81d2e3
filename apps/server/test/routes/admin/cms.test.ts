import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HELP_PAGE_CONTENT_SLUG, type ContentStatus } from '@wildfire/shared';
import {
  auditLog,
  cmsContent,
  cmsContentViews,
  cmsMedia,
  userPermissions,
} from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { DEMO_CONTENT } from '#src/seed/demo-cms';
import { build } from '../../helper';

const ADMIN = 'admin@demo.test'; // every permission
const EDITOR = 'newhire@demo.test'; // given view, create and edit content below: no publish
const PUBLISHER = 'dev@demo.test'; // given view and publish content below: no edit
const NO_CMS = 'accounts@demo.test'; // staff without any content permission
const CUSTOMER = 'owner@demo.test';

interface ContentItem {
  id: number;
  slug: string;
  title: string;
  type: string;
  status: ContentStatus;
  author: string | null;
  category: string;
  tags: string[];
  word_count: number;
  views: number;
  body?: string;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('CMS (/api/admin/cms) and published content (/api/content)', async () => {
  const { app, injectAs } = await build();
  for (const [email, granted] of [
    [EDITOR, ['view_cms_content', 'create_cms_content', 'edit_cms_content']],
    [PUBLISHER, ['view_cms_content', 'publish_cms_content']],
  ] as const) {
    const userId = await demoUserId(app.db, email);
    await app.db
      .insert(userPermissions)
      .values(granted.map((permission) => ({ userId, permission })));
  }
  const get = (email: string | null, url: string) => injectAs(email, { method: 'GET', url });
  const send = (
    email: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(email, { method, url, ...(payload ? { payload } : {}) });
  const create = (email: string, body: object) =>
    send(email, 'POST', '/api/admin/cms/content', body);
  const move = (email: string, id: number, status: ContentStatus) =>
    send(email, 'POST', `/api/admin/cms/content/${String(id)}/status`, { status });
  const list = async (query = '') =>
    (await get(ADMIN, `/api/admin/cms/content${query}`)).json<Page<ContentItem>>();

  it('anonymous 401, customers 403, staff without view_cms_content 403', async () => {
    for (const url of [
      '/api/admin/cms/stats',
      '/api/admin/cms/content',
      '/api/admin/cms/media',
      '/api/admin/cms/templates',
      '/api/admin/cms/analytics',
    ]) {
      expect((await get(null, url)).statusCode, url).toBe(401);
      expect((await get(CUSTOMER, url)).statusCode, url).toBe(403);
      expect((await get(NO_CMS, url)).statusCode, url).toBe(403);
      expect((await get(EDITOR, url)).statusCode, url).toBe(200);
    }
  });

  it('stats cards count content per status and the total views', async () => {
    const stats = (await get(ADMIN, '/api/admin/cms/stats')).json<{
      total: number;
      by_status: Record<ContentStatus, number>;
      total_views: number;
      templates: number;
    }>();
    const rows = await app.db.select().from(cmsContent);
    expect(stats.total).toBe(rows.length);
    for (const status of ['draft', 'review', 'approved', 'published', 'archived'] as const) {
      expect(stats.by_status[status], status).toBe(rows.filter((r) => r.status === status).length);
    }
    expect(stats.total_views).toBe(rows.reduce((n, r) => n + r.views, 0));
    expect(stats.total_views).toBeGreaterThan(0);
    expect(stats.templates).toBeGreaterThan(0);
  });

  describe('Content Library: filter by type and search on title, category and tags', () => {
    it('filters by type and shows each item with its status', async () => {
      const videos = await list('?type=video');
      expect(videos.total).toBe(DEMO_CONTENT.filter((c) => c.type === 'video').length);
      expect(videos.items.every((c) => c.type === 'video')).toBe(true);
      expect(new Set(videos.items.map((c) => c.status)).size).toBeGreaterThan(1);
    });

    it('searches title, category and tags, case-insensitive; combines with type (AND)', async () => {
      expect((await list('?search=MALIBU')).items.map((c) => c.slug)).toEqual([
        'malibu-home-structure-defense-franklin-fire',
      ]);
      // Category only.
      expect((await list('?search=fire%20weather')).items.map((c) => c.slug)).toEqual([
        'red-flag-warning-what-it-means',
      ]);
      // Tag only.
      expect((await list('?search=santa%20ana%20winds')).items.map((c) => c.slug)).toEqual([
        'red-flag-warning-what-it-means',
      ]);
      const both = await list('?search=red%20flag&type=email-template');
      expect(both.items.map((c) => c.slug)).toEqual(['red-flag-alert-email']);
      expect((await list('?search=%25')).total).toBe(0);
    });

    it('a bad filter answers 400 naming it', async () => {
      const res = await get(ADMIN, '/api/admin/cms/content?type=poem');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('type');
    });
  });

  describe('create, edit and delete', () => {
    it('creating needs create_cms_content; new content is a draft with a slug from its title', async () => {
      expect((await create(PUBLISHER, { title: 'X', type: 'blog-post' })).statusCode).toBe(403);
      const bad = await create(EDITOR, { title: '  ', type: 'blog-post' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Title is required');

      const res = await create(EDITOR, {
        title: 'Ember-proof vents: a retrofit guide',
        type: 'blog-post',
        body: 'Vents let embers into attics. Fine mesh keeps them out.',
        category: 'Home Hardening',
        tags: 'vents, embers, retrofit',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        slug: 'ember-proof-vents-a-retrofit-guide',
        status: 'draft',
        author: 'Noah Bennett',
        tags: ['vents', 'embers', 'retrofit'],
        word_count: 10,
        views: 0,
      });
      // The same title again gets a slug of its own; a slug given and taken is a conflict.
      const again = await create(EDITOR, {
        title: 'Ember-proof vents: a retrofit guide',
        type: 'video',
      });
      expect(again.json().slug).toBe('ember-proof-vents-a-retrofit-guide-2');
      const taken = await create(EDITOR, {
        title: 'Another',
        type: 'video',
        slug: 'ember-proof-vents-a-retrofit-guide',
      });
      expect(taken.statusCode).toBe(409);

      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'cms_content.create'),
            eq(auditLog.targetId, String(res.json().id)),
          ),
        );
      expect(audit).toBeDefined();
    });

    it('editing needs edit_cms_content; published content only by those who may publish', async () => {
      const draft = (
        await create(ADMIN, { title: 'Edit me', type: 'app-copy' })
      ).json<ContentItem>();
      const url = `/api/admin/cms/content/${String(draft.id)}`;
      expect((await send(PUBLISHER, 'PATCH', url, { title: 'Nope' })).statusCode).toBe(403);
      const edited = await send(EDITOR, 'PATCH', url, { title: 'Edited', body: 'Two words' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ title: 'Edited', word_count: 2 });
      expect((await send(EDITOR, 'PATCH', url, {})).statusCode).toBe(400);
      expect(
        (await send(EDITOR, 'PATCH', url, { slug: 'malibu-home-structure-defense-franklin-fire' }))
          .statusCode,
      ).toBe(409);

      const published = (await list('?search=offline&status=published')).items[0]!;
      expect(published.slug).toBe('panel-offline-banner');
      const live = `/api/admin/cms/content/${String(published.id)}`;
      const refused = await send(EDITOR, 'PATCH', live, { title: 'Changed live' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toMatch(/only staff with the Publish CMS Content/);
      expect((await send(ADMIN, 'PATCH', live, { category: 'Updated' })).statusCode).toBe(200);
    });

    it('deleting needs delete_cms_content and removes the content and its views', async () => {
      const item = (
        await create(ADMIN, { title: 'Delete me', type: 'page-copy' })
      ).json<ContentItem>();
      const url = `/api/admin/cms/content/${String(item.id)}`;
      expect((await send(EDITOR, 'DELETE', url)).statusCode).toBe(403);
      expect((await send(ADMIN, 'DELETE', url)).statusCode).toBe(204);
      expect((await get(ADMIN, url)).statusCode).toBe(404);
      expect((await send(ADMIN, 'DELETE', url)).statusCode).toBe(404);
    });
  });

  describe('Status workflow: draft → review → approved → published → archived (and back)', () => {
    it('each step needs edit_cms_content, publishing needs publish_cms_content', async () => {
      const item = (
        await create(EDITOR, { title: 'Workflow walk', type: 'blog-post', body: 'Hello.' })
      ).json<ContentItem>();
      expect((await move(PUBLISHER, item.id, 'review')).statusCode).toBe(403);
      expect((await move(EDITOR, item.id, 'review')).json().status).toBe('review');
      expect((await move(EDITOR, item.id, 'draft')).json().status).toBe('draft');
      expect((await move(EDITOR, item.id, 'review')).statusCode).toBe(200);
      expect((await move(EDITOR, item.id, 'approved')).json().status).toBe('approved');

      const refused = await move(EDITOR, item.id, 'published');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(
        'Only staff with the Publish CMS Content permission can publish content.',
      );
      const published = await move(PUBLISHER, item.id, 'published');
      expect(published.statusCode).toBe(200);
      expect(published.json().publish_date).not.toBeNull();

      expect((await move(EDITOR, item.id, 'archived')).json().status).toBe('archived');
      expect((await move(EDITOR, item.id, 'draft')).json().status).toBe('draft');

      const audits = await app.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, String(item.id)));
      expect(audits.map((a) => a.action)).toContain('cms_content.publish');
    });

    it('a move outside the workflow answers 409 and changes nothing', async () => {
      const item = (
        await create(ADMIN, { title: 'No shortcuts', type: 'video' })
      ).json<ContentItem>();
      for (const to of ['approved', 'published', 'archived', 'draft'] as const) {
        const res = await move(ADMIN, item.id, to);
        expect(res.statusCode, to).toBe(409);
      }
      expect((await move(ADMIN, item.id, 'review')).statusCode).toBe(200);
      expect((await move(ADMIN, item.id, 'published')).json().error.message).toBe(
        'In Review content cannot move to Published; it can move to Approved or Draft.',
      );
      const [row] = await app.db.select().from(cmsContent).where(eq(cmsContent.id, item.id));
      expect(row!.status).toBe('review');
    });

    it('an unknown status is 400 and unknown content 404', async () => {
      expect(
        (await send(ADMIN, 'POST', '/api/admin/cms/content/1/status', { status: 'live' }))
          .statusCode,
      ).toBe(400);
      expect((await move(ADMIN, 999_999, 'review')).statusCode).toBe(404);
    });
  });

  describe('GET /api/content/{slug}: published content only, counting views per day', () => {
    it('serves published content to anyone and counts one view, in total and for today', async () => {
      const [before] = await app.db
        .select()
        .from(cmsContent)
        .where(eq(cmsContent.slug, HELP_PAGE_CONTENT_SLUG));
      const dayViews = async () =>
        (
          await app.db
            .select()
            .from(cmsContentViews)
            .where(and(eq(cmsContentViews.contentId, before!.id), eq(cmsContentViews.day, today())))
        )[0]?.views ?? 0;
      const todayBefore = await dayViews();

      const res = await get(null, `/api/content/${HELP_PAGE_CONTENT_SLUG}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ slug: HELP_PAGE_CONTENT_SLUG, type: 'page-copy' });
      expect(res.headers['cache-control']).toBe('no-store');
      await get(CUSTOMER, `/api/content/${HELP_PAGE_CONTENT_SLUG}`);

      const [after] = await app.db.select().from(cmsContent).where(eq(cmsContent.id, before!.id));
      expect(after!.views).toBe(before!.views + 2);
      expect(await dayViews()).toBe(todayBefore + 2);
    });

    it('hides anything not published: drafts, review, approved, archived and unknown slugs are 404', async () => {
      for (const status of ['draft', 'review', 'approved', 'archived'] as const) {
        const demo = DEMO_CONTENT.find((c) => c.status === status)!;
        const res = await get(null, `/api/content/${demo.slug}`);
        expect(res.statusCode, status).toBe(404);
      }
      expect((await get(null, '/api/content/no-such-page')).statusCode).toBe(404);
      expect((await get(null, '/api/content/Not%20A%20Slug')).statusCode).toBe(400);
      const archived = DEMO_CONTENT.find((c) => c.status === 'archived')!;
      const [row] = await app.db
        .select()
        .from(cmsContent)
        .where(eq(cmsContent.slug, archived.slug));
      const views = row!.views;
      await get(null, `/api/content/${archived.slug}`);
      const [again] = await app.db.select().from(cmsContent).where(eq(cmsContent.id, row!.id));
      expect(again!.views).toBe(views);
    });
  });

  describe('Media Library: uploads with size and type limits', () => {
    const upload = (email: string, name: string, bytes: Buffer) =>
      injectAs(email, {
        method: 'POST',
        url: '/api/admin/cms/media',
        headers: {
          'content-type': 'application/octet-stream',
          'x-file-name': encodeURIComponent(name),
        },
        payload: bytes,
      });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

    it('uploads an image, lists it, downloads the same bytes, deletes it', async () => {
      expect((await upload(PUBLISHER, 'crew.png', png)).statusCode).toBe(403);
      const res = await upload(EDITOR, 'Crew at Topanga.png', png);
      expect(res.statusCode).toBe(201);
      const media = res.json<{ id: number; url: string; type: string; uploader: string }>();
      expect(media).toMatchObject({ type: 'image', uploader: 'Noah Bennett' });

      const listed = (await get(ADMIN, '/api/admin/cms/media?type=image')).json<
        Page<{ id: number }> & { max_bytes: { image: number } }
      >();
      expect(listed.items.map((m) => m.id)).toContain(media.id);
      expect(listed.max_bytes.image).toBe(10 * 1024 * 1024);
      expect((await get(ADMIN, '/api/admin/cms/media?type=video')).json().items).toEqual([]);

      const file = await get(EDITOR, media.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(png)).toBe(true);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');

      const url = `/api/admin/cms/media/${String(media.id)}`;
      expect((await send(EDITOR, 'DELETE', url)).statusCode).toBe(403);
      expect((await send(ADMIN, 'DELETE', url)).statusCode).toBe(204);
      expect((await get(ADMIN, media.url)).statusCode).toBe(404);
    });

    it('an image above 10 MB is refused with 413 and nothing is kept; a document may be larger', async () => {
      const before = (await app.db.select().from(cmsMedia)).length;
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
      const res = await upload(EDITOR, 'huge.jpg', big);
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe('Image files may be at most 10 MB.');
      expect(await app.db.select().from(cmsMedia)).toHaveLength(before);
      const document = await upload(EDITOR, 'brochure.pdf', big);
      expect(document.statusCode).toBe(201);
      expect(document.json()).toMatchObject({ type: 'document', size_bytes: big.length });
    });

    it('refuses types outside the allow-list, empty files and a missing name (400)', async () => {
      for (const name of ['logo.svg', 'page.html', 'run.exe', 'noextension']) {
        expect((await upload(EDITOR, name, Buffer.from('x'))).statusCode, name).toBe(400);
      }
      expect((await upload(EDITOR, 'empty.png', Buffer.alloc(0))).statusCode).toBe(400);
      const noName = await injectAs(EDITOR, {
        method: 'POST',
        url: '/api/admin/cms/media',
        headers: { 'content-type': 'application/octet-stream' },
        payload: png,
      });
      expect(noName.statusCode).toBe(400);
    });

    it('path traversal names are cut to a plain file name, stored under a random key', async () => {
      const res = await upload(EDITOR, '../../../etc/passwd.txt', Buffer.from('root:x:0:0'));
      expect(res.statusCode).toBe(201);
      expect(res.json().name).toBe('passwd.txt');
      const [row] = await app.db.select().from(cmsMedia).where(eq(cmsMedia.id, res.json().id));
      expect(row!.storageKey).toMatch(/^cms-media\/[a-f0-9]{32}$/);
    });
  });

  describe('Templates', () => {
    it('lists templates and makes a draft from one with its type and body', async () => {
      const { templates } = (await get(EDITOR, '/api/admin/cms/templates')).json<{
        templates: Array<{ id: number; name: string; type: string; body: string }>;
      }>();
      const story = templates.find((t) => t.name === 'Customer story')!;
      const url = `/api/admin/cms/templates/${String(story.id)}/content`;
      expect((await send(PUBLISHER, 'POST', url, { title: 'A Julian story' })).statusCode).toBe(
        403,
      );
      const res = await send(EDITOR, 'POST', url, { title: 'A Julian story' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        title: 'A Julian story',
        type: story.type,
        body: story.body,
        status: 'draft',
      });
      expect(
        (await send(EDITOR, 'POST', '/api/admin/cms/templates/999999/content', { title: 'x' }))
          .statusCode,
      ).toBe(404);
    });

    it('creates a template (create_cms_content) and deletes one (delete_cms_content)', async () => {
      const res = await send(EDITOR, 'POST', '/api/admin/cms/templates', {
        name: 'Partner spotlight',
        type: 'blog-post',
        description: 'A certified partner at work.',
        body: 'Who they are:',
      });
      expect(res.statusCode).toBe(201);
      const url = `/api/admin/cms/templates/${String(res.json().id)}`;
      expect((await send(EDITOR, 'DELETE', url)).statusCode).toBe(403);
      expect((await send(ADMIN, 'DELETE', url)).statusCode).toBe(204);
      expect(
        (await send(EDITOR, 'POST', '/api/admin/cms/templates', { name: '', type: 'blog-post' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('Analytics from real view counts', () => {
    it('views per day over the last 30 days come from cms_content_views; top content is ordered', async () => {
      const read = async () =>
        (await get(ADMIN, '/api/admin/cms/analytics')).json<{
          days: number;
          total_views: number;
          period_views: number;
          views_per_day: Array<{ day: string; views: number }>;
          top_content: Array<{ title: string; views: number; period_views: number }>;
        }>();
      const before = await read();
      expect(before.days).toBe(30);
      expect(before.views_per_day).toHaveLength(30);
      expect(before.views_per_day.at(-1)!.day).toBe(today());
      expect(before.period_views).toBe(before.views_per_day.reduce((n, d) => n + d.views, 0));
      const recent = before.top_content.map((t) => t.period_views);
      expect(recent).toEqual([...recent].sort((a, b) => b - a));
      expect(before.top_content[0]!.title).toBe(
        'How structure defense kept a Malibu home standing',
      );

      await get(null, '/api/content/red-flag-warning-what-it-means');
      const after = await read();
      expect(after.views_per_day.at(-1)!.views).toBe(before.views_per_day.at(-1)!.views + 1);
      expect(after.total_views).toBe(before.total_views + 1);
    });
  });
});
