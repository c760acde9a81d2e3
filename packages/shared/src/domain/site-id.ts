/**
 * Site ids are strings such as `WD-1001`; the back-office knows a panel by its four-digit
 * number (admin-back-office.md section 3), extracted from the site id.
 */
export function panelNumberFromSiteId(siteId: string): number | null {
  const match = /(\d{4})(?!.*\d)/.exec(siteId);
  return match ? Number(match[1]) : null;
}

export const siteIdForPanel = (panelNumber: number) => `WD-${panelNumber}`;
