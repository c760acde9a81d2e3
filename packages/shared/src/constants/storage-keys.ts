/** Keys the browser keeps in local storage (customer-portal.md section 3). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  tokenSetTime: 'token_set_time',
  theme: 'theme',
} as const;

/**
 * Keys the browser keeps for the tab (session storage): manual mode, once switched on for a
 * property, stays on while the person moves between its screens (issue 29).
 */
export const SESSION_KEYS = {
  manualMode: (siteId: string) => `manual_mode:${siteId}`,
} as const;
