import { vi } from 'vitest';

import { pageLoads } from '../lib/auth/sign-in-page';

/** Watches the full page loads between the app and the sign-in page, which jsdom cannot make. */
export const watchPageLoads = () =>
  vi.spyOn(pageLoads, 'replace').mockImplementation(() => undefined);
