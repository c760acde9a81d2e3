import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { WeatherCard, type Weather } from './weather-card';

const MALIBU: Weather = {
  city: 'Malibu',
  temperature: 86,
  lowTemp: 76,
  highTemp: 91,
  windSpeed: 15.5,
  windDirection: 'NE',
  humidity: 20,
  threatLevel: 'Extreme',
};

const RED_FLAG = {
  id: 'urn:oid:red-flag',
  event: 'Red Flag Warning',
  headline: 'Red Flag Warning issued August 1 at 1:45PM PDT until August 2 at 6:00PM PDT',
  ends: '2025-08-03T01:00:00Z',
};

describe('weather card: fire weather warnings', () => {
  it('shows an active Red Flag Warning prominently, above the figures, with its headline and end', () => {
    renderWithProviders(<WeatherCard weather={MALIBU} warnings={[RED_FLAG]} />);
    const card = screen.getByRole('region', { name: 'Weather' });
    const warning = screen.getByRole('alert', { name: 'Red Flag Warning' });
    expect(card).toContainElement(warning);
    expect(warning).toHaveTextContent(RED_FLAG.headline);
    expect(warning).toHaveTextContent(/^.*Until /);
    // It comes before the temperature.
    const temperature = screen.getByText('86 °F');
    expect(warning.compareDocumentPosition(temperature) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows every warning: a Fire Weather Watch and an evacuation order each get their own', () => {
    renderWithProviders(
      <WeatherCard
        weather={MALIBU}
        warnings={[
          { id: 'a', event: 'Fire Weather Watch', headline: null, ends: null },
          { id: 'b', event: 'Evacuation Immediate', headline: 'Leave now', ends: null },
        ]}
      />,
    );
    expect(screen.getByRole('alert', { name: 'Fire Weather Watch' })).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Evacuation Immediate' })).toHaveTextContent(
      'Leave now',
    );
  });

  it('still shows the warnings when the weather itself is unavailable', () => {
    renderWithProviders(<WeatherCard weather={null} warnings={[RED_FLAG]} />);
    expect(screen.getByRole('region', { name: 'Weather' })).toHaveTextContent(
      'Weather is unavailable for this property right now.',
    );
    expect(screen.getByRole('alert', { name: 'Red Flag Warning' })).toBeInTheDocument();
  });

  it('no warnings: no alert at all', () => {
    renderWithProviders(<WeatherCard weather={MALIBU} warnings={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
