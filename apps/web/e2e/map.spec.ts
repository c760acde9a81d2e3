import { type Page, type Route, test } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import {
  expect,
  expectAccessibleWholePage,
  expectAccessiblePart,
  MALIBU,
  signIn,
  TOPANGA,
} from './support/portal-session';

const LOCATION_FAILED = 'Unable to get your current location. Please try again.';
const MALIBU_CENTER = '34.0437,-118.6382';
const TOPANGA_ADDRESS = '1440 N Topanga Canyon Blvd, Topanga, CA 90290';

const mapBand = (page: Page) => page.getByRole('region', { name: 'Property map' });
const selectedProperty = (page: Page) => page.getByRole('region', { name: 'Selected property' });

/** Every request for another host than this server (the map tiles) goes to `handle`. */
function routeOutside(
  page: Page,
  baseURL: string | undefined,
  handle: (route: Route) => Promise<void>,
) {
  const own = new URL(baseURL ?? 'http://127.0.0.1').host;
  return page.route((url) => url.host !== own, handle);
}

/** No network: every tile request is refused, as on a site without internet. */
async function refuseTiles(page: Page, baseURL: string | undefined) {
  let refused = 0;
  await routeOutside(page, baseURL, (route) => {
    refused++;
    return route.abort('internetdisconnected');
  });
  return () => refused;
}

/** A 1 px grey PNG, stretched by Leaflet to a 256 px tile. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGPoAAAAggCBuqzpmwAAAABJRU5ErkJggg==',
  'base64',
);

/** A tile server that answers: every tile request gets the same PNG. */
async function serveTiles(page: Page, baseURL: string | undefined) {
  await routeOutside(page, baseURL, (route) =>
    route.fulfill({ contentType: 'image/png', body: TILE_PNG }),
  );
}

test.describe('customer map band (tiles drawn)', () => {
  test('tiles at rest are drawn without a blend mode, so axe can check the text over them', async ({
    page,
    baseURL,
  }) => {
    // Leaflet's plus-lighter makes axe-core throw on any text over a tile, which left the colour
    // contrast of the whole dashboard unchecked (components/map/leaflet-styles.css).
    await serveTiles(page, baseURL);
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/');
    const map = mapBand(page).locator('.leaflet-container');
    const tile = map.locator('img.leaflet-tile-loaded').first();
    await expect(tile).toBeVisible();
    await expect(tile).toHaveCSS('mix-blend-mode', 'normal');
    // The attribution's text has the same contrast over any imagery.
    await expect(map.locator('.leaflet-control-attribution')).toHaveCSS(
      'background-color',
      'rgb(255, 255, 255)',
    );
    await expectAccessibleWholePage(page, { withMap: true });

    // While a zoom animates, Leaflet's blend mode hides the seams between scaled tiles.
    await map.evaluate((container) => container.classList.add('leaflet-zoom-anim'));
    await expect(tile).toHaveCSS('mix-blend-mode', 'plus-lighter');
  });
});

test.describe('customer map band (tiles unreachable)', () => {
  test('branded markers with a popup: name, address and View Details, which selects the property and goes to /', async ({
    page,
    baseURL,
  }) => {
    const refused = await refuseTiles(page, baseURL);
    // No property selected: the Los Angeles area, where the markers are in view.
    await signIn(page, OWNER_EMAIL);
    await page.goto('/alerts');

    const band = mapBand(page);
    // A neutral background and working markers without a single tile.
    await expect(band.locator('.leaflet-container')).toBeVisible();
    await expect(band.getByRole('button', { name: MALIBU.name })).toBeVisible();
    await expect(band.getByRole('button', { name: TOPANGA.name })).toBeVisible();
    await expect.poll(refused).toBeGreaterThan(0);
    await expect(band.locator('img.leaflet-tile-loaded')).toHaveCount(0);

    await band.getByRole('button', { name: TOPANGA.name }).click();
    const popup = band.locator('.leaflet-popup');
    await expect(popup).toContainText(TOPANGA.name);
    await expect(popup).toContainText(TOPANGA_ADDRESS);
    await expectAccessiblePart(page, '.leaflet-popup');
    await popup.getByRole('button', { name: 'View Details' }).click();

    await expect(page).toHaveURL('/');
    await expect(selectedProperty(page).getByText(TOPANGA_ADDRESS)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('selected_site_id'))).toBe(
      TOPANGA.siteId,
    );
  });

  test('a selected property is centred at zoom 17; Centre on property brings it back', async ({
    page,
    baseURL,
  }) => {
    await refuseTiles(page, baseURL);
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/alerts');

    const band = mapBand(page);
    expect((await band.boundingBox())?.height).toBe(375);
    await expect(band).toHaveAttribute('data-zoom', '17');
    await expect(band).toHaveAttribute('data-center', MALIBU_CENTER);

    await band.getByRole('button', { name: 'Zoom out' }).click();
    await expect(band).toHaveAttribute('data-zoom', '16');
    await band.getByRole('button', { name: 'Centre on property' }).click();
    await expect(band).toHaveAttribute('data-zoom', '17');
    await expect(band).toHaveAttribute('data-center', MALIBU_CENTER);
  });

  test('My location centres on the user at zoom 15 with a pin', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 34.1, longitude: -118.3 });
    await refuseTiles(page, baseURL);
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/alerts');

    const band = mapBand(page);
    await expect(band).toHaveAttribute('data-zoom', '17');
    await band.getByRole('button', { name: 'My location' }).click();
    await expect(band.getByRole('button', { name: 'Your location' })).toBeVisible();
    await expect(band).toHaveAttribute('data-zoom', '15');
    await expect(band).toHaveAttribute('data-center', '34.1000,-118.3000');
  });

  test("no property selected: the user's location pin at zoom 15", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 34.2, longitude: -118.5 });
    await refuseTiles(page, baseURL);
    await signIn(page, OWNER_EMAIL);
    await page.goto('/alerts');

    const band = mapBand(page);
    await expect(selectedProperty(page).getByText('No property selected')).toBeVisible();
    await expect(band.getByRole('button', { name: 'Your location' })).toBeVisible();
    await expect(band).toHaveAttribute('data-zoom', '15');
    await expect(band).toHaveAttribute('data-center', '34.2000,-118.5000');
    await expect(band.getByRole('button', { name: 'Centre on property' })).toHaveCount(0);
  });

  test('no property selected and no location: the Los Angeles area at zoom 10; My location says it failed', async ({
    page,
    baseURL,
  }) => {
    await refuseTiles(page, baseURL);
    await signIn(page, OWNER_EMAIL);
    await page.goto('/alerts');

    const band = mapBand(page);
    await expect(band).toHaveAttribute('data-zoom', '10');
    await expect(band).toHaveAttribute('data-center', '34.0522,-118.2437');
    // The quiet attempt on arrival never nags.
    await expect(band.getByRole('alert')).toHaveCount(0);

    await band.getByRole('button', { name: 'My location' }).click();
    await expect(band.getByRole('alert')).toHaveText(LOCATION_FAILED);
    await band.getByRole('button', { name: 'Dismiss' }).click();
    await expect(band.getByRole('alert')).toHaveCount(0);
  });

  test('the tiles are credited and Leaflet’s styles come from this server, not a CDN', async ({
    page,
    baseURL,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        url.host !== new URL(baseURL ?? 'http://127.0.0.1').host &&
        !url.pathname.endsWith('.png')
      )
        outside.push(request.url());
    });
    await refuseTiles(page, baseURL);
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/alerts');

    const attribution = mapBand(page).locator('.leaflet-control-attribution');
    await expect(attribution).toContainText('OpenStreetMap');
    await expect(attribution.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    // Leaflet's stylesheet is applied (its panes are positioned) without any outside request.
    await expect(mapBand(page).locator('.leaflet-pane').first()).toHaveCSS('position', 'absolute');
    expect(outside).toEqual([]);
  });
});
