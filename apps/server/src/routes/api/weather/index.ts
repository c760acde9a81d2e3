import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { properties, tagLatest } from '#src/db/schema/index';
import { errorResponses } from '#src/lib/errors-schema';
import { siteIdSchema } from '#src/lib/query-schemas';
import { describeFailure } from '#src/services/http-json';
import { GeocodingService, hasLocation } from '#src/services/geocoding';
import { type FireWeatherWarning, FireWeatherAlerts, WeatherService } from '#src/services/weather';

const UNAVAILABLE = 'Weather is unavailable right now.';

const warningSchema = z.object({
  id: z.string(),
  event: z.string(),
  headline: z.string().nullable(),
  ends: z.string().nullable(),
});

const weatherResponse = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    city: z.string(),
    state: z.string(),
    temperature: z.number().describe('°F'),
    lowTemp: z.number().describe('°F'),
    highTemp: z.number().describe('°F'),
    windSpeed: z.number().describe('mph'),
    windDirection: z.string().describe('16-point compass'),
    humidity: z.number().describe('percent'),
    threatLevel: z.string(),
    threatColor: z.string(),
    observedAt: z.string().nullable(),
    station: z.string(),
    warnings: z.array(warningSchema),
  }),
  z.object({
    available: z.literal(false),
    message: z.string(),
    /** Fire weather warnings are still shown when the observations are not to be had. */
    warnings: z.array(warningSchema),
  }),
]);

const publicWarning = ({ id, event, headline, ends }: FireWeatherWarning) => ({
  id,
  event,
  headline,
  ends,
});

export interface WeatherRoutesOptions {
  weather?: WeatherService;
  geocoding?: GeocodingService;
}

/** The weather card: conditions, fire threat and fire weather warnings at a site's property. */
export default async function weatherRoutes(
  app: FastifyInstance,
  options: WeatherRoutesOptions = {},
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const weather = options.weather ?? new WeatherService(app);
  const geocoding = options.geocoding ?? new GeocodingService(app);
  const fireWeatherAlerts = new FireWeatherAlerts(app);

  routes.get(
    '/api/weather',
    {
      config: { access: 'site:view' },
      schema: {
        tags: ['weather'],
        summary: "Weather, fire threat and fire weather warnings at the site's property",
        description:
          'Answers `available: false` when the weather service cannot be reached, so the dashboard keeps working.',
        security: [{ bearer: [] }],
        querystring: z.object({ site_id: siteIdSchema }),
        response: { 200: weatherResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { siteId, propertyId } = request.siteAccess!;
      const [property] = await app.db
        .select({
          name: properties.name,
          latitude: properties.latitude,
          longitude: properties.longitude,
        })
        .from(properties)
        .where(eq(properties.id, propertyId));
      const unavailable = (warnings: FireWeatherWarning[] = []) => ({
        available: false as const,
        message: UNAVAILABLE,
        warnings: warnings.map(publicWarning),
      });
      if (!property) return unavailable();
      const location = hasLocation(property)
        ? property
        : await geocoding.ensurePropertyLocation(propertyId);
      if (!location) return unavailable();

      const [threatTag] = await app.db
        .select({ value: tagLatest.value })
        .from(tagLatest)
        .where(and(eq(tagLatest.siteId, siteId), eq(tagLatest.tag, 'THREAT_LEVEL')));
      const { latitude, longitude } = location;
      const [current, warnings] = await Promise.allSettled([
        weather.weatherFor(latitude, longitude, threatTag?.value),
        weather.fireWeatherWarnings(latitude, longitude),
      ]);

      if (warnings.status === 'fulfilled') {
        try {
          await fireWeatherAlerts.sync(siteId, property.name, warnings.value);
        } catch (error) {
          request.log.error({ err: error, siteId }, 'fire weather alerts failed');
        }
      }
      if (current.status === 'rejected') {
        request.log.warn({ err: describeFailure(current.reason), siteId }, 'weather unavailable');
        return unavailable(warnings.status === 'fulfilled' ? warnings.value : []);
      }
      return {
        available: true as const,
        ...current.value,
        warnings: current.value.warnings.map(publicWarning),
      };
    },
  );
}
