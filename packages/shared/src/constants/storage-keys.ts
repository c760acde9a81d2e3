/** Keys the browser keeps in local storage (customer-portal.md section 3). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  tokenSetTime: 'token_set_time',
  theme: 'theme',
} as const;
