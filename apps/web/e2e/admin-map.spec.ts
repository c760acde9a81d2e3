import { test, type Page, type Route } from '@playwright/test';
import { MAP_PANEL_FIELDS } from '@wildfire/shared';

import {
  expect,
  expectAccessiblePart,
  expectNoSeriousA11yViolations,
  hideDebugPanel,
  signIn,
} from './support/portal-session';

const ADMIN_EMAIL = 'admin@demo.test';

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Admin map' });
const viewToggle = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Map view' }).getByText(name, { exact: true });
const markers = (page: Page, titlePrefix: string) =>
  mapRegion(page).locator(`.leaflet-marker-icon[title^="${titlePrefix}"]`);
const clusters = (page: Page) => mapRegion(page).locator('.wd-cluster');

/**
 * Clicks a marker even where the floating debug panel of the demo covers that part of the map,
 * and waits for its popup to come to rest: Leaflet pans the map to fit a popup that opens, and
 * again once its content is drawn, so a click sent meanwhile can land beside its buttons.
 */
async function openMarker(page: Page, titlePrefix: string) {
  await markers(page, titlePrefix).dispatchEvent('click');
  const popup = mapRegion(page).locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  let previous = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await popup.boundingBox());
        const still = box === previous;
        previous = box;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

/** No network: tiles (and anything else off this server) are refused, as on an offline site. */
async function refuseTheOutsideWorld(page: Page, baseURL: string | undefined) {
  const own = new URL(baseURL ?? 'http://127.0.0.1').host;
  await page.route(
    (url) => url.host !== own,
    (route) => route.abort('internetdisconnected'),
  );
}

async function openAdminMap(page: Page, baseURL: string | undefined) {
  await refuseTheOutsideWorld(page, baseURL);
  // The demo's floating debug panel can cover a popup's buttons (where depends on the fleet).
  await hideDebugPanel(page);
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin');
  await expect(mapRegion(page)).toHaveAttribute('data-map-state', 'ready');
}

test.describe('admin map', () => {
  test('panels, leads, projects in progress and the fire perimeters; the toggles redraw the markers', async ({
    page,
    baseURL,
  }) => {
    await openAdminMap(page, baseURL);

    // All: every kind of marker, and the fire zone drawn in red with its label.
    await expect(
      page.getByText(/^Showing \d+ panels, 5 leads, 4 projects in progress/),
    ).toBeVisible();
    await expect(markers(page, 'Lead:')).toHaveCount(5);
    await expect(markers(page, 'Project:')).toHaveCount(4);
    // Only real fire perimeters are drawn; the e2e server has no network, so none are, and the
    // Panels at risk list says the fire data is unknown rather than that nothing is at risk.
    await expect(mapRegion(page).locator('path.leaflet-interactive[stroke="#c92a2a"]')).toHaveCount(
      0,
    );
    await expect(page.getByRole('region', { name: /Panels at risk/ })).toContainText(
      'Fire data unknown',
    );

    await viewToggle(page, 'Leads').click();
    await expect(page.getByText('Showing 5 leads')).toBeVisible();
    await expect(markers(page, 'Lead:')).toHaveCount(5);
    await expect(markers(page, 'Project:')).toHaveCount(0);
    await expect(markers(page, 'Panel')).toHaveCount(0);
    await expect(clusters(page)).toHaveCount(0);

    await viewToggle(page, 'In Progress').click();
    await expect(page.getByText('Showing 4 projects in progress')).toBeVisible();
    await expect(markers(page, 'Project:')).toHaveCount(4);
    await expect(markers(page, 'Lead:')).toHaveCount(0);

    await viewToggle(page, 'Panels').click();
    await expect(page.getByText(/^Showing \d+ panels/)).toBeVisible();
    await expect(markers(page, 'Lead:')).toHaveCount(0);
    await expect(markers(page, 'Project:')).toHaveCount(0);
    // Panels close together are clustered; the clusters and single pins hold them all.
    await expect(markers(page, 'Panel').or(clusters(page)).first()).toBeVisible();

    await viewToggle(page, 'All').click();
    await expect(markers(page, 'Lead:')).toHaveCount(5);
    await expect(markers(page, 'Project:')).toHaveCount(4);
  });

  test('lead and project markers carry the lead and progress colours', async ({
    page,
    baseURL,
  }) => {
    await openAdminMap(page, baseURL);
    const fill = (title: string) =>
      mapRegion(page).locator(`.leaflet-marker-icon[title="${title}"] svg > *`).first();
    // Lead colours: hot red, warm amber, cold blue.
    await expect(fill('Lead: Bel Air Hilltop Estate (hot)')).toHaveAttribute('fill', '#c92a2a');
    await expect(fill('Lead: Santa Clarita Oak Ranch (warm)')).toHaveAttribute('fill', '#e67700');
    await expect(fill('Lead: Idyllwild Pine Cabin (cold)')).toHaveAttribute('fill', '#1864ab');
    // Progress colours: 80 or more green, 50 or more amber, 25 or more blue, else red.
    await expect(fill('Project: Malibu perimeter line extension (85%)')).toHaveAttribute(
      'fill',
      '#2b8a3e',
    );
    await expect(fill('Project: Topanga pump service and tank reline (55%)')).toHaveAttribute(
      'fill',
      '#e67700',
    );
    await expect(fill('Project: Altadena panel replacement (30%)')).toHaveAttribute(
      'fill',
      '#1864ab',
    );
    await expect(fill('Project: Julian structure defense installation (10%)')).toHaveAttribute(
      'fill',
      '#c92a2a',
    );
  });

  test('a panel popup shows number, address, connection and system status; Property Details opens the panel', async ({
    page,
    baseURL,
  }) => {
    await openAdminMap(page, baseURL);
    await viewToggle(page, 'Panels').click();
    await expect(page.getByText(/^Showing \d+ panels/)).toBeVisible();

    await openMarker(page, 'Panel 1005:');
    const popup = mapRegion(page).locator('.leaflet-popup');
    await expect(popup).toContainText('Panel 1005');
    await expect(popup).toContainText('Julian Hillside Cabin');
    await expect(popup).toContainText('2116 Main St, Julian, CA 92036');
    await expect(popup).toContainText('Connection:');
    await expect(popup).toContainText(/Online|Offline/);
    await expect(popup).toContainText(/System:\s*(Active|Standby|Offline)/);
    await expectAccessiblePart(page, '.leaflet-popup');

    await popup.getByRole('link', { name: 'Property Details' }).click();
    await expect(page).toHaveURL('/admin/property/1005');
  });

  test('View Lead Details opens the lead with its fields', async ({ page, baseURL }) => {
    await openAdminMap(page, baseURL);
    await viewToggle(page, 'Leads').click();

    await openMarker(page, 'Lead: Bel Air Hilltop Estate');
    const popup = mapRegion(page).locator('.leaflet-popup');
    await expect(popup).toContainText('Victoria Hale');
    await expect(popup).toContainText('1200 Stone Canyon Rd, Los Angeles, CA 90077');
    await expectAccessiblePart(page, '.leaflet-popup');
    await popup.getByRole('button', { name: 'View Lead Details' }).click();

    const lead = page.getByRole('dialog', { name: 'Bel Air Hilltop Estate' });
    await expect(lead).toContainText('Victoria Hale');
    await expect(lead).toContainText('hot');
    await expect(lead).toContainText('Estate');
    await expect(lead).toContainText('2.4 acres');
    await expect(lead).toContainText('$12,500,000');
    await expect(lead).toContainText('Extreme');
    await expect(lead).toContainText('victoria.hale@example.com');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(lead).toBeHidden();
  });

  test('a project popup links to the projects', async ({ page, baseURL }) => {
    await openAdminMap(page, baseURL);
    await viewToggle(page, 'In Progress').click();

    await openMarker(page, 'Project: Malibu perimeter line extension');
    const popup = mapRegion(page).locator('.leaflet-popup');
    await expect(popup).toContainText('Malibu Canyon Residence');
    await expect(popup).toContainText('Canyon Fire Systems');
    await expect(popup).toContainText('85%');
    // Leaflet colours the map's links: the button-link keeps its own readable colour.
    await expectAccessiblePart(page, '.leaflet-popup');
    await popup.getByRole('link', { name: 'View Projects' }).click();
    await expect(page).toHaveURL('/admin/projects');
  });

  test('Loading map shows until the data arrives', async ({ page, baseURL }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/map', async (route: Route) => {
      await released;
      await route.continue();
    });
    await refuseTheOutsideWorld(page, baseURL);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin');

    await expect(mapRegion(page).getByRole('status')).toHaveText('Loading map...');
    await expect(mapRegion(page)).toHaveAttribute('data-map-state', 'loading');
    release();
    await expect(mapRegion(page)).toHaveAttribute('data-map-state', 'ready');
    await expect(mapRegion(page).getByRole('status')).toHaveCount(0);
  });

  test('a cluster opens to a closer view that holds its panels', async ({ page, baseURL }) => {
    // Twelve panels a few hundred metres apart in Los Angeles and twelve in New York.
    const group = (first: number, latitude: number, longitude: number) =>
      Array.from({ length: 12 }, (_, i) => [
        `WD-${String(first + i)}`,
        first + i,
        first + i,
        `Home ${String(first + i)}`,
        `${String(i + 1)} Main St`,
        latitude + (i % 4) * 0.002,
        longitude + Math.floor(i / 4) * 0.002,
        true,
        Date.now(),
        false,
        [],
      ]);
    await page.route('**/api/admin/map', (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          panel_fields: [...MAP_PANEL_FIELDS],
          panels: [...group(3001, 34.05, -118.25), ...group(4001, 40.71, -74.0)],
          leads: [],
          projects: [],
          fire_zones: [],
          unplaced: 0,
        }),
      }),
    );
    await openAdminMap(page, baseURL);
    await expect(clusters(page)).toHaveCount(2);
    await expect(clusters(page).first()).toHaveText('12');
    const zoomBefore = Number(await mapRegion(page).getAttribute('data-zoom'));

    await clusters(page).first().dispatchEvent('click');
    await expect
      .poll(async () => Number(await mapRegion(page).getAttribute('data-zoom')))
      .toBeGreaterThan(zoomBefore);
    // The view now holds one group only, all twelve of its panels, as pins or smaller clusters.
    const shown = async () => {
      const pins = await markers(page, 'Panel').count();
      const counts = await clusters(page).allTextContents();
      return pins + counts.reduce((sum, count) => sum + Number(count), 0);
    };
    await expect.poll(shown).toBe(12);
  });
});
