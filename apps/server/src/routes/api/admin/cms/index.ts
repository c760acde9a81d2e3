import type { FastifyInstance } from 'fastify';
import { acceptRawUploads } from '#src/lib/raw-uploads';
import { cmsAnalyticsRoutes } from './analytics';
import { cmsContentRoutes } from './content';
import { cmsMediaRoutes } from './media';
import { cmsTemplateRoutes } from './templates';

/** CMS (admin-back-office.md 2.24): content and its workflow, media, templates, analytics. */
export default async function adminCmsRoutes(app: FastifyInstance) {
  acceptRawUploads(app);
  await cmsAnalyticsRoutes(app);
  await cmsContentRoutes(app);
  await cmsMediaRoutes(app);
  await cmsTemplateRoutes(app);
}
