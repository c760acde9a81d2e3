/*
 * The back-office people screens' rules from the spec, as plain functions tested one by one.
 */

/** Spec 9: users and groups 10 a page, activity log 10 a page (the server pages with the same size). */
export const PEOPLE_PAGE_SIZE = 10;

/** Spec 9's battery colours: one rule for the whole product, in packages/shared. */
export { batteryLevelColour as batteryColour, type BatteryColour } from '@wildfire/shared';

/** Spec 2.15: the Referrer column shows '-' when empty. */
export const referrerText = (referrer: string | null | undefined): string =>
  referrer === null || referrer === undefined || referrer.trim() === '' ? '-' : referrer;

/** Spec 2.9 empty lists of a user's sub-pages. */
export const EMPTY_TEXTS = {
  support: 'No support tickets found for this user.',
  properties: 'No properties assigned to this user.',
  projects: 'No projects assigned to this user.',
} as const;
