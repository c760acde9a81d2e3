import { test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import {
  demoToken,
  expect,
  hideDebugPanel,
  PHONE_VIEWPORT,
  seriousFindings,
} from './portal-session';
import { coveredButtons, overflowingElements } from './visual-checks';

/**
 * One accessibility check per screen in each theme: every screen (and the states it opens: a
 * dialog, a form, a drawer) checked with axe, in the light theme on the desktop and in the dark
 * theme 375 px wide, where nothing may be wider than the screen either. Each screen's own spec
 * tests what it does; this replaces the copies of each screen's test per theme and width.
 */
export interface SweptScreen {
  name: string;
  /** The demo account that opens it; null for a screen seen signed out. */
  as: string | null;
  /** Its address, or a way to make one (an invitation's link). */
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** The selected property (session storage `selected_site_id`). */
  siteId?: string;
  /** Waits until the screen shows its data. */
  ready(page: Page): Promise<void>;
  /** States checked after the screen itself, each opened from the one before. */
  states?: { name: string; open(page: Page): Promise<void> }[];
  /**
   * What axe checks: the screen's own content (the shell has entries of its own), the whole page
   * with the shell, or the whole page with the map's tiles and markers as well.
   */
  scope?: 'screen' | 'whole page' | 'whole page with map';
}

export const THEMES = [
  { theme: 'light', viewport: { width: 1280, height: 720 }, where: 'on the desktop' },
  { theme: 'dark', viewport: PHONE_VIEWPORT, where: '375 px wide' },
] as const;

const EXCLUDED = {
  screen: ['header', 'nav', 'footer', '.leaflet-container'],
  'whole page': ['.leaflet-container'],
  'whole page with map': [],
};

interface SweepOptions {
  /**
   * Set aside the demo's floating debug panel, which can cover a screen's buttons at 375 px (the
   * portal's sweep checks the panel itself).
   */
  hideDebugPanel?: boolean;
}

async function openScreen(
  browser: Browser,
  baseURL: string | undefined,
  screen: SweptScreen,
  theme: (typeof THEMES)[number],
  token: string | null,
  path: string,
  options: SweepOptions,
) {
  // As the configuration's own contexts are (playwright.config.ts): reduced motion, so no check
  // lands mid-transition.
  const context = await browser.newContext({
    baseURL,
    viewport: theme.viewport,
    colorScheme: theme.theme,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  if (options.hideDebugPanel) await hideDebugPanel(page);
  await page.addInitScript(
    ({ token, siteId, theme }) => {
      if (token) {
        localStorage.setItem('access_token', token);
        localStorage.setItem('token_set_time', String(Date.now()));
      }
      if (siteId) sessionStorage.setItem('selected_site_id', siteId);
      localStorage.setItem('theme', theme);
    },
    { token, siteId: screen.siteId ?? null, theme: theme.theme },
  );
  try {
    await page.goto(path);
    await screen.ready(page);
  } catch (error) {
    await context.close();
    throw error;
  }
  return { page, close: () => context.close() };
}

/**
 * The sweep: a test for each screen in each theme, run side by side. A screen's findings and its
 * states' are soft failures, so the report lists every one.
 */
export function accessibilitySweep(screens: SweptScreen[], options: SweepOptions = {}) {
  test.describe.configure({ mode: 'parallel' });
  for (const theme of THEMES) {
    for (const screen of screens) {
      test(`${screen.name}, ${theme.theme} theme ${theme.where}`, async ({
        browser,
        baseURL,
        request,
      }) => {
        const path = typeof screen.path === 'string' ? screen.path : await screen.path(request);
        const token = screen.as ? await demoToken(request, screen.as) : null;
        const { page, close } = await openScreen(
          browser,
          baseURL,
          screen,
          theme,
          token,
          path,
          options,
        );
        try {
          const exclude = EXCLUDED[screen.scope ?? 'screen'];
          const states = [{ name: 'as it opens', open: async () => {} }, ...(screen.states ?? [])];
          for (const state of states) {
            await state.open(page);
            expect.soft(await seriousFindings(page, exclude), state.name).toEqual([]);
            if (theme.theme === 'dark') {
              const overflow = await page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              );
              expect.soft(overflow, `${state.name}: sideways scrolling`).toBeLessThanOrEqual(0);
            }
          }
        } finally {
          await close();
        }
      });
    }
  }
}

/**
 * The back-office's views (issue 36): a laptop at 1280 × 900 and a phone at 375 px, each in both
 * themes. axe runs in two of them, the light laptop and the dark phone, as the portal's sweep
 * does: contrast is what a theme changes, and both themes meet both widths across the pair.
 */
const BACK_OFFICE_VIEWS = [
  { theme: 'light', viewport: { width: 1280, height: 900 }, where: 'at 1280 × 900', axe: true },
  { theme: 'dark', viewport: { width: 1280, height: 900 }, where: 'at 1280 × 900', axe: false },
  { theme: 'light', viewport: PHONE_VIEWPORT, where: '375 px wide', axe: false },
  { theme: 'dark', viewport: PHONE_VIEWPORT, where: '375 px wide', axe: true },
] as const;

/**
 * The back-office sweep (issue 36, merged with its accessibility sweep): one test per view
 * visits every screen and the states it opens, in one page per account (signed in once), and
 * fails softly, screen by screen, on content wider than its box outside deliberate scroll areas
 * (a list's too on a laptop), on anything covering a button and on axe's serious findings. A
 * screenshot of each screen and state is kept with the test's results for review. `axe` picks
 * the views: the two that run axe, or the two that check fit only (they run in different
 * browser groups, playwright.config.ts).
 */
export function backOfficeSweep(screens: SweptScreen[], { axe }: { axe: boolean }) {
  test.describe.configure({ mode: 'parallel' });
  for (const view of BACK_OFFICE_VIEWS.filter((v) => v.axe === axe)) {
    test(`every back-office screen, ${view.theme} theme ${view.where}`, async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.setTimeout(60_000 + screens.length * 40_000);
      const laptop = view.viewport.width >= 1000;
      const pages = new Map<string, Page>();
      const pageFor = async (as: string | null, siteId: string | undefined) => {
        const key = `${as ?? 'signed out'} ${siteId ?? ''}`;
        const open = pages.get(key);
        if (open) return open;
        const token = as ? await demoToken(request, as) : null;
        const context = await browser.newContext({
          baseURL,
          viewport: view.viewport,
          colorScheme: view.theme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.addInitScript(
          ({ token, siteId, theme }) => {
            if (token) {
              localStorage.setItem('access_token', token);
              localStorage.setItem('token_set_time', String(Date.now()));
            }
            if (siteId) sessionStorage.setItem('selected_site_id', siteId);
            localStorage.setItem('theme', theme);
          },
          { token, siteId: siteId ?? null, theme: view.theme },
        );
        pages.set(key, page);
        return page;
      };

      try {
        for (const screen of screens) {
          await test.step(screen.name, async () => {
            const page = await pageFor(screen.as, screen.siteId);
            try {
              const path =
                typeof screen.path === 'string' ? screen.path : await screen.path(request);
              await page.goto(path);
              await screen.ready(page);
            } catch (error) {
              expect.soft(String(error), `${screen.name} opens`).toBe('');
              return;
            }
            const exclude = EXCLUDED[screen.scope ?? 'screen'];
            const states = [
              { name: 'as it opens', open: async () => {} },
              ...(screen.states ?? []),
            ];
            for (const state of states) {
              const where = `${screen.name}, ${state.name}`;
              try {
                await state.open(page);
              } catch (error) {
                expect.soft(String(error), `${where} opens`).toBe('');
                break;
              }
              if (view.axe) {
                expect.soft(await seriousFindings(page, exclude), `${where}: axe`).toEqual([]);
              }
              const pageOverflow = await page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              );
              expect
                .soft(pageOverflow, `${where}: the page scrolls sideways`)
                .toBeLessThanOrEqual(0);
              expect
                .soft(await overflowingElements(page, laptop), `${where}: wider than its box`)
                .toEqual([]);
              expect.soft(await coveredButtons(page), `${where}: covered buttons`).toEqual([]);
              await testInfo.attach(`${where}.jpeg`, {
                body: await page.screenshot({ fullPage: true, type: 'jpeg', quality: 70 }),
                contentType: 'image/jpeg',
              });
            }
          });
        }
      } finally {
        await Promise.all([...pages.values()].map((page) => page.context().close()));
      }
    });
  }
}
