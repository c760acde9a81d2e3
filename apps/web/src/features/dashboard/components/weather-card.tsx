import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { threatColor, type ThreatColor } from '@wildfire/shared';

import { StatusRow } from './status-row';

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

/** The weather and fire threat at the property, or a plain statement that it is unavailable. */
export function WeatherCard({ weather }: { weather: Weather | null }) {
  const badge = THREAT_BADGE[threatColor(weather?.threatLevel)];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="weather">
      <Stack gap="sm">
        <Title order={2} size="h3" id="weather">
          Weather
        </Title>
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
