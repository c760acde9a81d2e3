import {
  CMS_MEDIA_FILE_TYPES,
  CONTENT_STATUS_LABELS,
  type CmsMediaExtension,
  type ContentStatus,
  type MediaType,
} from '../constants/cms';
import type { PermissionId } from '../constants/permissions';

/**
 * The content workflow (admin-back-office.md 2.24 and 4): draft → review → approved →
 * published → archived, and back: review → draft (changes asked for), archived → draft
 * (reworked). Nothing else moves.
 */
export const CONTENT_TRANSITIONS: Readonly<Record<ContentStatus, readonly ContentStatus[]>> = {
  draft: ['review'],
  review: ['approved', 'draft'],
  approved: ['published'],
  published: ['archived'],
  archived: ['draft'],
};

/** Whether the workflow lets content move from one status to another. */
export const canMoveContent = (from: ContentStatus, to: ContentStatus): boolean =>
  CONTENT_TRANSITIONS[from].includes(to);

/** Only holders of publish_cms_content publish; every other move is an edit. */
export const permissionForContentMove = (to: ContentStatus): PermissionId =>
  to === 'published' ? 'publish_cms_content' : 'edit_cms_content';

export type ContentMoveCheck =
  { ok: true } | { ok: false; reason: 'not_allowed' | 'forbidden'; message: string };

/**
 * May someone holding `permissions` move content from `from` to `to`? The workflow first
 * (`not_allowed`, a 409), then the permission (`forbidden`, a 403).
 */
export function checkContentMove(
  from: ContentStatus,
  to: ContentStatus,
  permissions: readonly string[],
): ContentMoveCheck {
  if (!canMoveContent(from, to)) {
    const allowed = CONTENT_TRANSITIONS[from].map((s) => CONTENT_STATUS_LABELS[s]).join(' or ');
    return {
      ok: false,
      reason: 'not_allowed',
      message: `${CONTENT_STATUS_LABELS[from]} content cannot move to ${CONTENT_STATUS_LABELS[to]}; it can move to ${allowed}.`,
    };
  }
  const needed = permissionForContentMove(to);
  if (!permissions.includes(needed)) {
    return {
      ok: false,
      reason: 'forbidden',
      message:
        to === 'published'
          ? 'Only staff with the Publish CMS Content permission can publish content.'
          : 'You need the Edit CMS Content permission to change the status of content.',
    };
  }
  return { ok: true };
}

/** The moves the holder of `permissions` can make from `from`, in workflow order. */
export const contentMovesFor = (
  from: ContentStatus,
  permissions: readonly string[],
): ContentStatus[] =>
  CONTENT_TRANSITIONS[from].filter((to) => checkContentMove(from, to, permissions).ok);

/** A URL-safe slug from a title: lower-case letters, digits and single dashes. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug === '' ? 'content' : slug;
}

/** Words in a text: runs of letters or digits (apostrophes and hyphens inside a word count once). */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/**
 * Tags as typed (comma-separated): trimmed, without empties or repeats (case-insensitive,
 * the first spelling kept).
 */
export function parseTags(text: string | readonly string[]): string[] {
  const parts = typeof text === 'string' ? text.split(',') : text;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** The Media Library's type of a file by its extension, or null when it is not accepted. */
export function cmsMediaFileType(
  fileName: string,
): { extension: CmsMediaExtension; mediaType: MediaType; contentType: string } | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  if (!Object.hasOwn(CMS_MEDIA_FILE_TYPES, extension)) return null;
  const ext = extension as CmsMediaExtension;
  return { extension: ext, ...CMS_MEDIA_FILE_TYPES[ext] };
}

/** The last `days` calendar days (UTC, `YYYY-MM-DD`), oldest first, ending with `today`. */
export function lastDays(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
