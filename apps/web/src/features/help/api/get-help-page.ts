import {
  HELP_PAGE_CONTENT_SLUG,
  type PublishedContent,
  publishedContentSchema,
} from '@wildfire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, ApiError } from '@/lib/api-client';

/**
 * `GET /api/content/customer-help`: the page copy staff publish in the CMS for this screen, or
 * null when none is published (404) or the answer is not content.
 */
export async function getHelpPage(signal?: AbortSignal): Promise<PublishedContent | null> {
  try {
    const body = await api.get<unknown>(`/content/${HELP_PAGE_CONTENT_SLUG}`, { signal });
    const parsed = publishedContentSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const helpPageQueryOptions = () =>
  queryOptions({
    queryKey: ['content', HELP_PAGE_CONTENT_SLUG] as const,
    queryFn: ({ signal }) => getHelpPage(signal),
    // Each answer counts a view; one per visit to the screen is what the figures should mean.
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useHelpPage = () => useQuery(helpPageQueryOptions());
