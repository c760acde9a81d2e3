/**
 * The back-office's View Customer Dashboard opens the customer root with `?property={site_id}`
 * in a new tab. The server adds that property, read-only, to the properties of staff allowed to
 * view it; this is the site asked for when the tab opened (it stays for the tab's life).
 */
let asked: string | null | undefined;

export function staffViewSiteId(): string | null {
  if (asked === undefined) {
    asked =
      typeof window === 'undefined'
        ? null
        : new URLSearchParams(window.location.search).get('property');
  }
  return asked;
}
