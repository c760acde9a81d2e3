import type { Page } from '@playwright/test';

/**
 * The visual checks of the back-office sweep (issue 36), run in the page: what overflows its box
 * sideways and what covers a button. Each finding names the element so the report says where.
 */

/** Inside these, the map library draws its own tiles and markers. */
const IGNORED = '.leaflet-container';

/**
 * Elements whose content is wider than their box (scrollWidth beyond clientWidth), outside
 * deliberate scroll areas (overflow-x auto or scroll). On a laptop a list's scroll area must not
 * scroll either (`tablesFit`): every back-office table fits its area there.
 */
export function overflowingElements(page: Page, tablesFit: boolean): Promise<string[]> {
  return page.evaluate(
    ({ ignored, tablesFit }) => {
      const name = (el: Element) => {
        const label =
          el.getAttribute('aria-label') ??
          (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const classes = [...el.classList].filter((c) => c.startsWith('mantine-')).join('.');
        return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${label}" (${String(el.scrollWidth)} > ${String(el.clientWidth)})`;
      };
      const found: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        if (el.closest(ignored)) continue;
        if (['INPUT', 'TEXTAREA', 'SELECT', 'svg', 'path'].includes(el.tagName)) continue;
        // Visually hidden text (clipped to a pixel for screen readers) is meant to be so.
        if (el.clientWidth <= 1 || el.scrollWidth <= el.clientWidth + 1) continue;
        // A scroll area's content box (Mantine's scroll area and table scroll container) is
        // wider than itself by design: the scroll area around it is what scrolls. A switch's
        // track clips its sliding thumb by design; it holds no text to cut.
        if (
          el.closest(
            '.mantine-VisuallyHidden-root, .mantine-Loader-root, [data-overflow-ok], .mantine-ScrollArea-content, .mantine-TableScrollContainer-scrollContainerInner, .mantine-Switch-track',
          )
        ) {
          continue;
        }
        const style = getComputedStyle(el);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        // A deliberate scroll area may scroll, except a table's on a laptop.
        if (scrolls && !(tablesFit && el.querySelector(':scope > table'))) continue;
        // Text cut on purpose with its whole value at hand (a user agent, a long id).
        if (style.textOverflow === 'ellipsis' && el.hasAttribute('title')) continue;
        found.push(name(el));
      }
      return found;
    },
    { ignored: IGNORED, tablesFit },
  );
}

/**
 * Buttons another element covers: at a visible button's centre the page's topmost element is
 * neither the button nor inside it. Checked at the top of the page and scrolled to its end,
 * where docked or floating pieces sit.
 */
export async function coveredButtons(page: Page): Promise<string[]> {
  const check = () =>
    page.evaluate((ignored) => {
      const found: string[] = [];
      // While a modal dialog is open, what is behind its overlay is covered on purpose.
      const dialogs = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')];
      // The page's fixed header: content scrolled beneath it is off screen, not covered.
      const header = document.querySelector('header.mantine-AppShell-header');
      const visibleFrom = header ? header.getBoundingClientRect().bottom : 0;
      const buttons = document.querySelectorAll('button, [role="button"], a.mantine-Button-root');
      for (const button of buttons) {
        if (button.closest(ignored)) continue;
        if (dialogs.length > 0 && !dialogs.some((dialog) => dialog.contains(button))) continue;
        const box = button.getBoundingClientRect();
        if (box.width < 4 || box.height < 4) continue;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const inHeader = header?.contains(button) ?? false;
        if (!inHeader && y < visibleFrom) continue;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const style = getComputedStyle(button);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
        const top = document.elementFromPoint(x, y);
        if (!top || button.contains(top) || top.contains(button)) continue;
        // A label that opens its own control (Mantine's checkbox and switch) is not a cover.
        if (top.closest('label')?.contains(button)) continue;
        const name =
          button.getAttribute('aria-label') ?? (button.textContent ?? '').trim().slice(0, 40);
        const cover = `${top.tagName.toLowerCase()}${top.className && typeof top.className === 'string' ? `.${top.className.split(' ')[0] ?? ''}` : ''}`;
        found.push(`"${name}" under ${cover}`);
      }
      return found;
    }, IGNORED);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  const atTop = await check();
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  const atEnd = await check();
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  return [...new Set([...atTop, ...atEnd])];
}
