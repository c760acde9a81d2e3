import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CMS_ANALYTICS_DAYS,
  CMS_TOP_CONTENT_COUNT,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  lastDays,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { contentStats, topContent, viewsPerDay } from '#src/repositories/cms';

/** The stats cards and the views of published content. */
export async function cmsAnalyticsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/cms/stats',
    {
      config: { access: 'permission:view_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'The stats cards: content per status, total views, media and templates',
        security,
        response: {
          200: z.object({
            total: z.number().int(),
            by_status: z.object(
              Object.fromEntries(CONTENT_STATUSES.map((s) => [s, z.number().int()])) as Record<
                (typeof CONTENT_STATUSES)[number],
                z.ZodNumber
              >,
            ),
            total_views: z.number().int(),
            media: z.number().int(),
            templates: z.number().int(),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const stats = await contentStats(app.db);
      return {
        total: stats.total,
        by_status: Object.fromEntries(
          CONTENT_STATUSES.map((s) => [s, stats.byStatus[s] ?? 0]),
        ) as Record<(typeof CONTENT_STATUSES)[number], number>,
        total_views: stats.views,
        media: stats.media,
        templates: stats.templates,
      };
    },
  );

  routes.get(
    '/api/admin/cms/analytics',
    {
      config: { access: 'permission:view_cms_content' },
      schema: {
        tags: ['admin'],
        summary: `Views of published content: per day over the last ${String(CMS_ANALYTICS_DAYS)} days and the top content`,
        description:
          'Counted by GET /api/content/{slug}: each answer adds one view to the content and to the day (UTC).',
        security,
        response: {
          200: z.object({
            days: z.number().int(),
            total_views: z.number().int(),
            period_views: z.number().int(),
            views_per_day: z.array(z.object({ day: z.string(), views: z.number().int() })),
            top_content: z.array(
              z.object({
                id: z.number().int(),
                title: z.string(),
                type: z.enum(CONTENT_TYPES),
                status: z.enum(CONTENT_STATUSES),
                views: z.number().int(),
                period_views: z.number().int(),
              }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const days = lastDays(new Date(), CMS_ANALYTICS_DAYS);
      const from = days[0]!;
      const [perDay, top, stats] = await Promise.all([
        viewsPerDay(app.db, from),
        topContent(app.db, from, CMS_TOP_CONTENT_COUNT),
        contentStats(app.db),
      ]);
      const series = days.map((day) => ({ day, views: perDay.get(day) ?? 0 }));
      return {
        days: CMS_ANALYTICS_DAYS,
        total_views: stats.views,
        period_views: series.reduce((n, d) => n + d.views, 0),
        views_per_day: series,
        top_content: top.map((t) => ({
          id: t.id,
          title: t.title,
          type: t.type,
          status: t.status,
          views: t.views,
          period_views: Number(t.recentViews),
        })),
      };
    },
  );
}
