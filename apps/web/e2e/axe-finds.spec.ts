import { test } from '@playwright/test';

import { expect, seriousFindings } from './support/portal-session';

// Every accessibility check in these specs goes through seriousFindings; it must still find what
// it is there to find (it runs axe in the page itself, see there).
test('the accessibility check names a missing image text and unreadable contrast', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><img src="data:,">' +
      '<p style="color:#bbb;background:#fff">Too faint to read</p></main></body></html>',
  );
  const found = (await seriousFindings(page, [])).map((finding) => finding.id);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  expect(await seriousFindings(page, ['img', 'p'])).toEqual([]);
});
