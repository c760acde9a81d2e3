import { MESSAGES } from '@wildfire/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { PropertyMap, type MapPlace } from './property-map';

const malibu: MapPlace = {
  id: 'WD-1001',
  name: 'Malibu Residence',
  address: '1 Ocean Way, Malibu, CA',
  position: { latitude: 34.03, longitude: -118.78 },
};
const topanga: MapPlace = {
  id: 'WD-1002',
  name: 'Topanga Ranch',
  address: '2 Canyon Rd, Topanga, CA',
  position: { latitude: 34.09, longitude: -118.6 },
};

function stubGeolocation(outcome: 'found' | 'denied') {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (outcome === 'found') {
        success({ coords: { latitude: 34.1, longitude: -118.3 } } as GeolocationPosition);
      } else {
        failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      }
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

beforeEach(() => {
  // Leaflet pans open popups into view; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('property map (spec: Map)', () => {
  it('shows a branded marker per place, named after the property', () => {
    renderWithProviders(
      <PropertyMap label="Property map" places={[malibu, topanga]} onViewDetails={vi.fn()} />,
    );

    expect(screen.getByRole('region', { name: 'Property map' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Malibu Residence' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Topanga Ranch' })).toBeInTheDocument();
  });

  it("opens a marker's popup with name, address and View Details, which reports the place", async () => {
    const onViewDetails = vi.fn();
    renderWithProviders(
      <PropertyMap label="Property map" places={[malibu]} onViewDetails={onViewDetails} />,
    );

    // Plain clicks: Leaflet's pointer handling needs a real layout that jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Malibu Residence' }));
    expect(await screen.findByText('1 Ocean Way, Malibu, CA')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View Details' }));

    expect(onViewDetails).toHaveBeenCalledWith('WD-1001');
  });

  it('offers "Centre on property" only when a property is focused', () => {
    const { rerender } = renderWithProviders(
      <PropertyMap label="Property map" places={[malibu]} onViewDetails={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Centre on property' })).not.toBeInTheDocument();

    rerender(
      <PropertyMap
        label="Property map"
        places={[malibu]}
        focusId="WD-1001"
        onViewDetails={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Centre on property' })).toBeInTheDocument();
  });

  it('shows the location failure text when "My location" fails', async () => {
    stubGeolocation('denied');
    const user = userEvent.setup();
    renderWithProviders(<PropertyMap label="Property map" places={[]} onViewDetails={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'My location' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.locationFailed);
  });

  it('shows the failure text when the browser has no geolocation at all', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PropertyMap label="Property map" places={[]} onViewDetails={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'My location' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.locationFailed);
  });

  it("pins the user's location when found", async () => {
    stubGeolocation('found');
    const user = userEvent.setup();
    renderWithProviders(<PropertyMap label="Property map" places={[]} onViewDetails={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'My location' }));

    expect(await screen.findByRole('button', { name: 'Your location' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with nothing focused, looks for the user quietly and pins them (no alert on failure)', async () => {
    const found = stubGeolocation('found');
    renderWithProviders(
      <PropertyMap label="Property map" places={[]} locateWhenUnfocused onViewDetails={vi.fn()} />,
    );
    expect(await screen.findByRole('button', { name: 'Your location' })).toBeInTheDocument();
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('a quiet look-up that fails shows nothing', async () => {
    const denied = stubGeolocation('denied');
    renderWithProviders(
      <PropertyMap label="Property map" places={[]} locateWhenUnfocused onViewDetails={vi.fn()} />,
    );
    await vi.waitFor(() => {
      expect(denied).toHaveBeenCalled();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
