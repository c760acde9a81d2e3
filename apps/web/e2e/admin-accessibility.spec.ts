import { backOfficeSweep } from './support/accessibility-sweep';
import { BACK_OFFICE_SCREENS } from './support/back-office-screens';

// The back-office sweep's two views with axe: light at 1280 × 900 and dark 375 px wide.
backOfficeSweep(BACK_OFFICE_SCREENS, { axe: true });
