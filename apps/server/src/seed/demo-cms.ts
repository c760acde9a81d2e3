import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { inArray } from 'drizzle-orm';
import {
  CMS_ANALYTICS_DAYS,
  CMS_MEDIA_MAX_BYTES,
  cmsMediaFileType,
  HELP_PAGE_CONTENT_SLUG,
  lastDays,
  type ContentStatus,
  type ContentType,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import { cmsContent, cmsContentViews, cmsMedia, cmsTemplates, users } from '../db/schema';
import { type FileStorage, newStorageKey } from '../services/file-storage';

interface DemoContent {
  slug: string;
  title: string;
  type: ContentType;
  status: ContentStatus;
  category: string;
  tags: string[];
  author: string;
  /** Days since the last change. */
  modifiedDaysAgo: number;
  /** Published content: days since it went live, and a typical day's views. */
  publishedDaysAgo?: number | undefined;
  dailyViews?: number | undefined;
  body: string;
}

/** Status, days since the last change, and for content that went live: days since, daily views. */
type ContentHistory = [ContentStatus, number, number?, number?];

/** Marketing and product content of a Southern California wildfire defense company. */
// prettier-ignore
const CONTENT_ROWS: Array<[slug: string, title: string, type: ContentType, category: string, tags: string[], author: string, history: ContentHistory]> = [
  [HELP_PAGE_CONTENT_SLUG, 'Before fire season: your five-minute check', 'page-copy', 'Customer Help', ['fire season', 'checklist', 'help'], 'support@demo.test', ['published', 12, 12, 9]],
  ['malibu-home-structure-defense-franklin-fire', 'How structure defense kept a Malibu home standing', 'blog-post', 'Customer Stories', ['Malibu', 'structure defense', 'case study'], 'admin@demo.test', ['published', 24, 24, 31]],
  ['red-flag-warning-what-it-means', 'Red Flag Warning: what it means for your system', 'blog-post', 'Fire Weather', ['Red Flag Warning', 'Santa Ana winds', 'NWS'], 'admin@demo.test', ['published', 40, 40, 18]],
  ['installation-walkthrough-topanga', 'Installation walkthrough: a Topanga ridge home', 'video', 'Installation', ['Topanga', 'installation', 'video'], 'pm@demo.test', ['published', 60, 58, 12]],
  ['red-flag-alert-email', 'Red Flag Warning alert email', 'email-template', 'Alerts', ['email', 'Red Flag Warning'], 'support@demo.test', ['published', 90, 88, 4]],
  ['panel-offline-banner', 'Panel offline banner', 'app-copy', 'Dashboard', ['app', 'offline'], 'dev@demo.test', ['published', 30, 30, 2]],
  ['activation-confirmation-copy', 'Activation confirmation', 'app-copy', 'Dashboard', ['app', 'activation'], 'dev@demo.test', ['approved', 3]],
  ['pre-season-inspection-reminder', 'Pre-season inspection reminder', 'email-template', 'Maintenance', ['email', 'inspection', 'maintenance'], 'ops@demo.test', ['review', 2]],
  ['california-2024-water-storage-rule', "California's 2024 rules: storage, batteries and inspections", 'blog-post', 'Regulations', ['California', 'compliance', 'water storage'], 'pm@demo.test', ['review', 5]],
  ['plans-and-maintenance-page', 'Plans and maintenance page', 'page-copy', 'Pricing', ['pricing', 'plans'], 'admin@demo.test', ['draft', 1]],
  ['perimeter-test-run-julian', 'Perimeter defense test run in Julian', 'video', 'Product', ['Julian', 'perimeter defense', 'video'], 'ops@demo.test', ['draft', 6]],
  ['agitator-winter-maintenance', 'Looking after the retardant agitator in winter', 'blog-post', 'Maintenance', ['agitator', 'winter'], 'ops@demo.test', ['archived', 150, 300, 0]],
];

/** The text of each piece of content, by slug. */
const CONTENT_BODIES: Record<string, string> = {
  [HELP_PAGE_CONTENT_SLUG]: [
    'Santa Ana wind season runs from October to April. A few minutes now keeps your system ready for the day it is needed.',
    'Open your Dashboard and check that it reads Ready, with the panel Online and the system Standby. If it shows Not ready, do what it says for each problem; if it shows Panel offline or System Offline, call support.',
    'Look at the Water tank tile on your Dashboard: keep it full, especially before a Red Flag Warning.',
    'Clear leaves and brush from around the sprinkler heads and the pump enclosure.',
    'Make sure everyone who may need to start the system has their own login. Owners, Property Managers and Property Users can start and stop it; Guests and Emergency Contacts can only watch.',
  ].join('\n\n'),
  'malibu-home-structure-defense-franklin-fire': [
    'When embers crossed Las Flores Canyon Road at 2 a.m., the owners were already on the 101. From the portal they activated structure defense and watched pressure hold at 62 PSI for the next three hours.',
    'The roof and eaves stayed wet while the fire front passed. Crews found the home standing, with scorched brush fifteen feet from the walls.',
    'Structure defense wets the roof, eaves and decks; perimeter defense holds a wet line at the edge of the defensible space. Together they give a home time that firefighters rarely have.',
  ].join('\n\n'),
  'red-flag-warning-what-it-means': [
    'The National Weather Service issues a Red Flag Warning when strong winds, low humidity and dry fuel make fires spread fast. Your portal raises an alert as soon as one covers your property.',
    'During a warning, keep the system in standby, keep the tank full and make sure your phone can reach the portal. Do not wait for smoke to test that you can sign in.',
  ].join('\n\n'),
  'installation-walkthrough-topanga':
    'A six-minute walk through a three-pump installation on a Topanga ridge: the 10,000-gallon tank, the pump house, roof and eave sprinklers, the perimeter line and the control panel with its cellular gateway.',
  'red-flag-alert-email':
    'Subject: Red Flag Warning for {property}\n\nThe National Weather Service has issued a Red Flag Warning for your area until {until}. Your system is in standby. Open the portal to check your tank level and be ready to activate.',
  'panel-offline-banner':
    'Your panel has not reported for {minutes} minutes. The system cannot be started remotely until it reconnects. If this lasts, call support.',
  'activation-confirmation-copy':
    'Start the wildfire defense system at {property}? Water will flow to every sprinkler zone until you stop it or the cycle ends.',
  'pre-season-inspection-reminder':
    'Subject: Book your pre-season inspection\n\nFire season is coming. Your service partner can test pumps, valves and sprinkler heads in under two hours. Reply to this email or call support to book a visit.',
  'california-2024-water-storage-rule':
    'Since January 2024 California asks for at least 10,000 gallons of water storage, a 72-hour battery backup and an annual third-party inspection. Here is what that means for systems installed before the rule.',
  'plans-and-maintenance-page':
    'Monitoring plans start at $49 a month for up to two properties. Maintenance plans run from Basic to Platinum, with a two-hour emergency response guarantee.',
  'perimeter-test-run-julian':
    'Script: a one-minute test run of perimeter defense at a Julian hillside cabin, started from a phone, with the wet line forming along the oak woodland edge.',
  'agitator-winter-maintenance':
    'The agitator keeps foam retardant mixed. Run it weekly through winter so the mix is ready when the first Santa Ana blows.',
};

export const DEMO_CONTENT: DemoContent[] = CONTENT_ROWS.map(
  ([
    slug,
    title,
    type,
    category,
    tags,
    author,
    [status, modifiedDaysAgo, publishedDaysAgo, dailyViews],
  ]) => ({
    slug,
    title,
    type,
    status,
    category,
    tags,
    author,
    modifiedDaysAgo,
    publishedDaysAgo,
    dailyViews,
    body: CONTENT_BODIES[slug]!,
  }),
);

export const DEMO_TEMPLATES: Array<{
  name: string;
  type: ContentType;
  description: string;
  body: string;
}> = [
  {
    name: 'Customer story',
    type: 'blog-post',
    description: 'A protected home, told in three parts: the fire, the system, the outcome.',
    body: 'The fire:\n\nThe system:\n\nThe outcome:',
  },
  {
    name: 'Seasonal reminder email',
    type: 'email-template',
    description: 'A short email before fire season with one clear action.',
    body: 'Subject: {subject}\n\nHello {first_name},\n\n{what to do}\n\nWildfire Defense Support',
  },
  {
    name: 'Landing page section',
    type: 'page-copy',
    description: 'Headline, two sentences and a call to action.',
    body: 'Headline:\n\nTwo sentences on the benefit:\n\nCall to action:',
  },
  {
    name: 'Video script',
    type: 'video',
    description: 'Shot list with voice-over, under two minutes.',
    body: 'Opening shot:\n\nVoice-over:\n\nClosing shot and call to action:',
  },
  {
    name: 'In-app notice',
    type: 'app-copy',
    description: 'One sentence on what happened, one on what to do.',
    body: '{what happened}. {what to do}.',
  },
];

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** One PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small picture of a ridge at dusk as a real PNG (a sky gradient over hills of `hill`
 * colour), so the Media Library previews something without shipping binary files.
 */
export function demoPng(hill: [number, number, number], width = 240, height = 150): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const ridge = height * 0.55 + Math.sin(x / 23) * 14 + Math.sin(x / 7) * 4;
      const sky = y / height;
      const [r, g, b] =
        y > ridge
          ? hill.map((c) => Math.round(c * (1 - (y - ridge) / (height * 1.5))))
          : [Math.round(250 - 60 * sky), Math.round(150 - 90 * sky), Math.round(60 + 80 * sky)];
      row.writeUInt8(r!, 1 + x * 3);
      row.writeUInt8(g!, 2 + x * 3);
      row.writeUInt8(b!, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The Media Library's demo files: pictures from installations and two documents. */
const DEMO_MEDIA: Array<{ name: string; daysAgo: number; uploader: string; bytes: () => Buffer }> =
  [
    {
      name: 'Topanga ridge pump house.png',
      daysAgo: 58,
      uploader: 'pm@demo.test',
      bytes: () => demoPng([92, 64, 51]),
    },
    {
      name: 'Malibu roof sprinklers at dusk.png',
      daysAgo: 24,
      uploader: 'admin@demo.test',
      bytes: () => demoPng([46, 82, 54]),
    },
    {
      name: 'Julian perimeter line.png',
      daysAgo: 6,
      uploader: 'ops@demo.test',
      bytes: () => demoPng([120, 96, 60]),
    },
    {
      name: 'Plan comparison.csv',
      daysAgo: 14,
      uploader: 'admin@demo.test',
      bytes: () =>
        Buffer.from(
          'Plan,Price per month,Properties\r\nBasic,$49,Up to 2\r\nProfessional,$99,Up to 5\r\nEnterprise,$199,Unlimited\r\n',
        ),
    },
    {
      name: 'Pre-season inspection checklist.txt',
      daysAgo: 3,
      uploader: 'ops@demo.test',
      bytes: () =>
        Buffer.from(
          [
            'Pre-season inspection',
            '',
            '1. Panel reads Standby and reports online.',
            '2. Tank full; float switch moves freely.',
            '3. Each pump starts and builds at least 40 PSI.',
            '4. Every sprinkler head turns and is clear of debris.',
            '5. Battery backup holds under load.',
          ].join('\n'),
        ),
    },
  ];

/**
 * Views of a published item on one day: its typical figure, varied by the weekday and by the
 * item (no randomness, so every seed is the same), zero before it went live.
 */
function viewsOn(item: DemoContent, index: number, dayIndex: number, days: number) {
  if (item.dailyViews === undefined || item.publishedDaysAgo === undefined) return 0;
  const daysAgo = days - 1 - dayIndex;
  if (daysAgo > item.publishedDaysAgo) return 0;
  const wave = [0.6, 0.9, 1.1, 1.3, 1.0, 0.8, 1.4][(dayIndex + index) % 7]!;
  return Math.round(item.dailyViews * wave);
}

/**
 * The CMS: content in every status with real view counts, templates, and media. The media's
 * bytes go into `files` so previews and downloads work; without a store they are left out.
 */
export async function seedDemoCms(tx: Executor, now: Date, files?: FileStorage) {
  const emails = [
    ...new Set([...DEMO_CONTENT.map((c) => c.author), ...DEMO_MEDIA.map((m) => m.uploader)]),
  ];
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = (email: string) => staff.find((s) => s.email === email)?.id ?? null;
  const days = lastDays(now, CMS_ANALYTICS_DAYS);

  for (const [index, item] of DEMO_CONTENT.entries()) {
    const daily = days.map((day, i) => ({ day, views: viewsOn(item, index, i, days.length) }));
    const recent = daily.reduce((n, d) => n + d.views, 0);
    // Views before the window: the typical figure for each earlier day it was live.
    const earlier =
      item.publishedDaysAgo !== undefined && item.dailyViews !== undefined
        ? Math.max(0, item.publishedDaysAgo - days.length) * item.dailyViews
        : 0;
    const archivedViews = item.status === 'archived' ? 1_240 : 0;
    const [row] = await tx
      .insert(cmsContent)
      .values({
        slug: item.slug,
        title: item.title,
        type: item.type,
        status: item.status,
        body: item.body,
        category: item.category,
        tags: item.tags,
        authorId: idOf(item.author),
        views: recent + earlier + archivedViews,
        publishedAt:
          item.publishedDaysAgo !== undefined ? daysBefore(now, item.publishedDaysAgo) : null,
        createdAt: daysBefore(now, Math.max(item.publishedDaysAgo ?? 0, item.modifiedDaysAgo) + 3),
        updatedAt: daysBefore(now, item.modifiedDaysAgo),
      })
      .returning({ id: cmsContent.id });
    const counted = daily.filter((d) => d.views > 0);
    if (counted.length > 0) {
      await tx
        .insert(cmsContentViews)
        .values(counted.map((d) => ({ contentId: row!.id, day: d.day, views: d.views })));
    }
  }

  await tx.insert(cmsTemplates).values(
    DEMO_TEMPLATES.map((t, i) => ({
      ...t,
      createdBy: idOf('admin@demo.test'),
      createdAt: daysBefore(now, 120 - i * 10),
      updatedAt: daysBefore(now, 60 - i * 5),
    })),
  );

  if (!files) return;
  for (const media of DEMO_MEDIA) {
    const type = cmsMediaFileType(media.name)!;
    const key = newStorageKey('cms-media');
    const size = await files.put(
      key,
      Readable.from([media.bytes()]),
      CMS_MEDIA_MAX_BYTES[type.mediaType],
    );
    await tx.insert(cmsMedia).values({
      name: media.name,
      type: type.mediaType,
      storageKey: key,
      contentType: type.contentType,
      sizeBytes: size,
      uploadedBy: idOf(media.uploader),
      createdAt: daysBefore(now, media.daysAgo),
    });
  }
}
