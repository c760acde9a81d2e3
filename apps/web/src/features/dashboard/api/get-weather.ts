import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import type { FireWeatherWarning, Weather } from '../components/weather-card';

/** `GET /api/weather?site_id=`: the weather at the property, or why there is none, and its warnings. */
export type WeatherAnswer =
  | ({ available: true; warnings: FireWeatherWarning[] } & Weather)
  | { available: false; message: string; warnings: FireWeatherWarning[] };

export const weatherQuery = (siteId: string) =>
  queryOptions({
    queryKey: ['weather', siteId] as const,
    queryFn: ({ signal }) =>
      api
        .get<WeatherAnswer>(withQuery('/weather', { site_id: siteId }), { signal })
        // A failed weather fetch is tolerated and treated as empty (spec section 8).
        .catch((): WeatherAnswer => ({
          available: false,
          message: 'Weather is unavailable right now.',
          warnings: [],
        })),
    // The server caches observations for 5 minutes; asking more often gains nothing.
    staleTime: 5 * 60_000,
  });

/** The weather to show (null when it cannot be had) and the active fire weather warnings. */
export function useWeather(siteId: string): {
  weather: Weather | null;
  warnings: FireWeatherWarning[];
} {
  const { data } = useQuery(weatherQuery(siteId));
  return { weather: data?.available ? data : null, warnings: data?.warnings ?? [] };
}
