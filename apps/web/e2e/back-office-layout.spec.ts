import { backOfficeSweep } from './support/accessibility-sweep';
import { BACK_OFFICE_SCREENS } from './support/back-office-screens';

// The back-office sweep's other two views, for fit only (dark at 1280 × 900, light 375 px wide).
// It changes nothing, so it runs in the customer portal's group beside its specs
// (playwright.config.ts), which evens out the two groups' time.
backOfficeSweep(BACK_OFFICE_SCREENS, { axe: false });
