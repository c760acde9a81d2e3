import { Alert, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { threatColor, type ThreatColor } from '@wildfire/shared';

import { StatusRow } from './status-row';
import { useTimeFormat } from '@/lib/time-format';

/** The weather at a property (customer-portal.md section 3). */
export interface Weather {
  city: string;
  /** °F */
  temperature: number;
  lowTemp: number;
  highTemp: number;
  /** mph */
  windSpeed: number;
  windDirection: string;
  /** percent */
  humidity: number;
  threatLevel: string | number;
}

/** An active NWS fire weather warning at the property (Red Flag Warning, Fire Weather Watch, evacuation order). */
export interface FireWeatherWarning {
  id: string;
  event: string;
  headline: string | null;
  /** ISO 8601, when the service says when it ends. */
  ends: string | null;
}

/** The warnings first and loud: they matter more than the figures below them. */
function FireWeatherWarnings({ warnings }: { warnings: readonly FireWeatherWarning[] }) {
  // In the person's own zone (My Account), not the browser's: "Until Sat, 6:40 AM PDT".
  const format = useTimeFormat();
  if (warnings.length === 0) return null;
  return (
    <Stack gap="xs">
      {warnings.map((warning) => {
        return (
          <Alert
            key={warning.id}
            variant="filled"
            color="red.9"
            radius="md"
            title={warning.event}
            aria-label={warning.event}
          >
            <Stack gap={4}>
              {warning.headline && <Text size="sm">{warning.headline}</Text>}
              {warning.ends && (
                <Text size="sm" fw={700}>
                  {`Until ${format.dayTimeWithZone(warning.ends)}`}
                </Text>
              )}
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}

// Fill and text per threat colour; dark text on the light fills keeps them readable.
const THREAT_BADGE: Record<ThreatColor, { color: string; text: string }> = {
  green: { color: 'green.6', text: 'black' },
  'light-yellow': { color: 'yellow.2', text: 'black' },
  yellow: { color: 'yellow.5', text: 'black' },
  orange: { color: 'orange.5', text: 'black' },
  'deep-orange': { color: 'orange.8', text: 'black' },
  red: { color: 'red.6', text: 'black' },
  grey: { color: 'gray.7', text: 'white' },
};

interface WeatherCardProps {
  weather: Weather | null;
  /** Shown even when the observations are unavailable. */
  warnings?: readonly FireWeatherWarning[];
}

/**
 * The weather and fire threat at the property, or a plain statement that it is unavailable,
 * under any active fire weather warnings.
 */
export function WeatherCard({ weather, warnings = [] }: WeatherCardProps) {
  const badge = THREAT_BADGE[threatColor(weather?.threatLevel)];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="weather">
      <Stack gap="sm">
        <Title order={2} size="h3" id="weather">
          Weather
        </Title>
        <FireWeatherWarnings warnings={warnings} />
        {weather === null ? (
          <Text>Weather is unavailable for this property right now.</Text>
        ) : (
          <>
            <Text fw={600}>{weather.city}</Text>
            <Text size="xl" fw={700}>
              {`${String(Math.round(weather.temperature))} °F`}
            </Text>
            <StatusRow label="Low / High">
              <Text>{`${String(Math.round(weather.lowTemp))} °F / ${String(Math.round(weather.highTemp))} °F`}</Text>
            </StatusRow>
            <StatusRow label="Wind">
              <Text>{`${String(weather.windSpeed)} mph ${weather.windDirection}`}</Text>
            </StatusRow>
            <StatusRow label="Humidity">
              <Text>{`${String(weather.humidity)}%`}</Text>
            </StatusRow>
            <StatusRow label="Fire threat">
              <Badge color={badge.color} c={badge.text} variant="filled" radius="sm">
                {String(weather.threatLevel)}
              </Badge>
            </StatusRow>
          </>
        )}
      </Stack>
    </Card>
  );
}
