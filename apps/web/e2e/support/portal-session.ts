import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';

import { demoToken } from './two-factor';

export { apiLogin, demoToken, unusedCode } from './two-factor';

/**
 * The screens wait for live data from a real server; on a busy machine that can take longer
 * than Playwright's default 5 s, so these specs allow 15 s per expectation.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const MALIBU = { siteId: 'WD-1001', name: 'Malibu Canyon Residence' } as const;
export const TOPANGA = { siteId: 'WD-1002', name: 'Topanga Ridge Retreat' } as const;
/** Its panel has never reported: System Offline and every empty state. */
export const ALTADENA = { siteId: 'WD-1004', name: 'Altadena Foothills Home' } as const;

interface SessionOptions {
  /** Selected property (session storage `selected_site_id`), none when absent. */
  siteId?: string;
  theme?: 'light' | 'dark';
}

/**
 * Signs a demo account in through the API (with the second step for the demo staff) and has every page of this test start signed in,
 * with the given property selected and theme chosen, as if the person had done so in the UI.
 */
export async function signIn(page: Page, email: string, options: SessionOptions = {}) {
  // Accounts with two-factor sign-in (the demo staff) answer the second step with a demo code.
  const token = await demoToken(page.request, email);
  await page.addInitScript(
    ({ token, siteId, theme }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('token_set_time', String(Date.now()));
      if (siteId) sessionStorage.setItem('selected_site_id', siteId);
      if (theme) localStorage.setItem('theme', theme);
    },
    { token, siteId: options.siteId ?? null, theme: options.theme ?? null },
  );
}

/**
 * The serious and critical axe findings on the page (or only within `include`) outside `exclude`
 * (CSS selectors), each with the elements it was found on.
 */
export async function seriousFindings(page: Page, exclude: readonly string[], include?: string) {
  // axe.run in the page itself: the default runs each frame's part and then finishes the run in a
  // blank page it opens for every check, which doubled the sweeps' axe time (1.1 s against 0.5 s
  // for the Users screen). The app has no frames, the one thing the default adds.
  let builder = new AxeBuilder({ page }).setLegacyMode();
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `${n.target.join(' ')} :: ${n.html.slice(0, 120)} :: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
        ),
    }));
}

/** Expect no serious or critical axe finding; the failure lists them (see seriousFindings). */
async function expectNoSeriousFindings(page: Page, exclude: string[], include?: string) {
  const serious = await seriousFindings(page, exclude, include);
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/**
 * No serious or critical accessibility violation in the screen's own content. The shell around it
 * (header, sidebar, map band, footer) is checked by the shell's own specs.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await expectNoSeriousFindings(page, ['header', 'nav', 'footer', '.leaflet-container']);
}

export const PHONE_VIEWPORT = { width: 375, height: 812 } as const;

/** Staff demo accounts of the back-office (same password as every demo account). */
export const ADMIN_EMAIL = 'admin@demo.test';
export const SUPPORT_EMAIL = 'support@demo.test';

/** The back-office side navigation (a drawer at 375 px). */
export const backOfficeNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** No serious or critical violation within the part of the page `selector` picks (a map popup). */
export async function expectAccessiblePart(page: Page, selector: string) {
  // A part still fading in (Leaflet fades popups in over 0.2 s) has no settled colours yet: axe
  // measured one at 3.67:1 on its way to full contrast.
  await expect(page.locator(selector).first()).toHaveCSS('opacity', '1');
  await expectNoSeriousFindings(page, [], selector);
}

/**
 * The whole page, shell and navigation included: no serious or critical violation. The map's
 * tiles and markers are Leaflet's own; `withMap` checks them too (the shell's map band).
 */
export async function expectAccessibleWholePage(page: Page, options: { withMap?: boolean } = {}) {
  await expectNoSeriousFindings(page, options.withMap ? [] : ['.leaflet-container']);
}

/**
 * Staff holding system_configuration in demo mode get the debug panel docked below the footer;
 * the back-office specs test the screen above it, so they set it aside (the shell's specs test
 * the panel).
 */
export async function hideDebugPanel(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '[data-debug-panel] { display: none !important; }';
      document.head.append(style);
    });
  });
}

/** Nothing on the page is wider than the screen: no sideways scrolling at 375 px. */
export async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
