/** Timing constants from the customer-portal spec, section 9. */

/** Returning to the tab refreshes live data when the last refresh is older than this. */
export const REFRESH_ON_VISIBLE_AFTER_MS = 30_000;

/** A 401 within this window after the token was stored is ignored (the spec's post-login grace). */
export const POST_LOGIN_401_GRACE_MS = 5_000;

/** The login background video falls back to a static background after this long. */
export const LOGIN_VIDEO_TIMEOUT_MS = 5_000;
