import { backOfficeSweep } from './support/accessibility-sweep';
import {
  FLEET_AND_SYSTEM_SCREENS,
  PEOPLE_AND_CONTENT_SCREENS,
} from './support/back-office-screens';

// The back-office sweep's views with axe (light laptop, dark phone), but for the fleet's dark
// phone, which runs in the portal's group to even out the two groups' time
// (back-office-sweep.spec.ts).
backOfficeSweep({ name: 'people and content', screens: PEOPLE_AND_CONTENT_SCREENS }, [
  'light laptop',
  'dark phone',
]);
backOfficeSweep({ name: 'the fleet and the system', screens: FLEET_AND_SYSTEM_SCREENS }, [
  'light laptop',
]);
