import type { AccountRole, PropertyRole } from '@wildfire/shared';
import { siteIdForPanel } from '@wildfire/shared';
import type { PanelLayout } from '@wildfire/panel-sim';

/** The password of every demo account (ARCHITECTURE.md, demo accounts). */
export const DEMO_PASSWORD = 'wildfire-demo';

export interface DemoUser {
  email: string;
  name: string;
  phone: string | null;
  kind: 'customer' | 'staff';
  userType: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'owner@demo.test',
    name: 'Olivia Rivera',
    phone: '(310) 555-0142',
    kind: 'customer',
    userType: 'customer_homeowner',
  },
  {
    email: 'single@demo.test',
    name: 'Sam Patel',
    phone: '(760) 555-0117',
    kind: 'customer',
    userType: 'customer_homeowner',
  },
  {
    email: 'guest@demo.test',
    name: 'Grace Kim',
    phone: '(818) 555-0163',
    kind: 'customer',
    userType: 'customer_assistant',
  },
  {
    email: 'empty@demo.test',
    name: 'Evan Brooks',
    phone: null,
    kind: 'customer',
    userType: 'customer_homeowner',
  },
  {
    email: 'admin@demo.test',
    name: 'Alex Morgan',
    phone: '(800) 555-0100',
    kind: 'staff',
    userType: 'staff_superadmin',
  },
  {
    email: 'support@demo.test',
    name: 'Sofia Chen',
    phone: '(800) 555-0101',
    kind: 'staff',
    userType: 'staff_customer_service',
  },
];

export interface DemoProperty {
  name: string;
  address: string;
  /** Null: the address is geocoded when the product first needs the position. */
  latitude: number | null;
  longitude: number | null;
  layout: PanelLayout;
  /** The panel was installed but has never reported (its dashboard shows System Offline). */
  neverReported?: boolean;
}

export interface DemoAccount {
  name: string;
  members: Array<{ email: string; role: AccountRole }>;
  properties: Array<DemoProperty & { members: Array<{ email: string; role: PropertyRole }> }>;
}

const layout = (
  panelNumber: number,
  pumps: number,
  pressureSensors: number,
  temperatureSensors: number,
): PanelLayout => ({
  panelNumber,
  pumps,
  pressureSensors,
  temperatureSensors,
});

/** Real addresses in fire-prone Southern California, with their coordinates. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Rivera Family',
    members: [{ email: 'owner@demo.test', role: 'account_owner' }],
    properties: [
      {
        name: 'Malibu Canyon Residence',
        address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
        latitude: 34.0437,
        longitude: -118.6382,
        layout: layout(1001, 2, 2, 2),
        members: [
          { email: 'owner@demo.test', role: 'owner' },
          { email: 'guest@demo.test', role: 'guest' },
        ],
      },
      {
        name: 'Topanga Ridge Retreat',
        address: '1440 N Topanga Canyon Blvd, Topanga, CA 90290',
        latitude: 34.0936,
        longitude: -118.6017,
        layout: layout(1002, 3, 3, 2),
        members: [{ email: 'owner@demo.test', role: 'owner' }],
      },
      {
        name: 'Ojai Valley Ranch',
        address: '1129 Maricopa Hwy, Ojai, CA 93023',
        latitude: null,
        longitude: null,
        layout: layout(1003, 2, 2, 3),
        members: [{ email: 'owner@demo.test', role: 'owner' }],
      },
      {
        name: 'Altadena Foothills Home',
        address: '2260 N Lake Ave, Altadena, CA 91001',
        latitude: 34.1897,
        longitude: -118.1311,
        layout: layout(1004, 2, 2, 2),
        neverReported: true,
        members: [{ email: 'owner@demo.test', role: 'owner' }],
      },
    ],
  },
  {
    name: 'Patel Household',
    members: [{ email: 'single@demo.test', role: 'account_owner' }],
    properties: [
      {
        name: 'Julian Hillside Cabin',
        address: '2116 Main St, Julian, CA 92036',
        latitude: 33.0786,
        longitude: -116.602,
        layout: layout(1005, 2, 2, 2),
        members: [{ email: 'single@demo.test', role: 'owner' }],
      },
    ],
  },
];

export const demoSiteId = (property: DemoProperty) => siteIdForPanel(property.layout.panelNumber);
