import { backOfficeSweep } from './support/accessibility-sweep';
import { BACK_OFFICE_SCREENS, FLEET_AND_SYSTEM_SCREENS } from './support/back-office-screens';

// The part of the back-office sweep that runs in the customer portal's browser group
// (playwright.config.ts): it changes nothing, and the two groups take about as long this way.
// Every screen's fit in the two views without axe, and the fleet's screens in the dark phone view
// with axe; the rest is in admin-accessibility.spec.ts.
backOfficeSweep({ name: 'every screen', screens: BACK_OFFICE_SCREENS }, [
  'dark laptop',
  'light phone',
]);
backOfficeSweep({ name: 'the fleet and the system', screens: FLEET_AND_SYSTEM_SCREENS }, [
  'dark phone',
]);
