import type { AccountRole, PropertyRole } from '@wildfire/shared';
import { siteIdForPanel } from '@wildfire/shared';
import type { PanelLayout } from '@wildfire/panel-sim';

/** The password of every demo account (ARCHITECTURE.md, demo accounts). */
export const DEMO_PASSWORD = 'wildfire-demo';

export interface DemoUser {
  email: string;
  name: string;
  phone: string | null;
  kind: 'customer' | 'staff' | 'partner';
  userType: string;
  department?: string | null;
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
  // Back-office staff of the access issue, added after the first six so their ids stay put.
  {
    email: 'ops@demo.test',
    name: 'Omar Haddad',
    phone: '(800) 555-0102',
    kind: 'staff',
    userType: 'staff_operations',
    department: 'Operations',
  },
  {
    email: 'pm@demo.test',
    name: 'Priya Nair',
    phone: '(800) 555-0103',
    kind: 'staff',
    userType: 'staff_project_manager',
    department: 'Operations',
  },
  {
    email: 'dev@demo.test',
    name: 'Diego Alvarez',
    phone: '(800) 555-0104',
    kind: 'staff',
    userType: 'staff_developer',
    department: 'Engineering',
  },
  {
    email: 'accounts@demo.test',
    name: 'Hannah Wright',
    phone: '(800) 555-0105',
    kind: 'staff',
    userType: 'staff_account_manager',
    department: 'Sales',
  },
  {
    email: 'newhire@demo.test',
    name: 'Noah Bennett',
    phone: null,
    kind: 'staff',
    userType: 'staff_partner_support',
    department: 'Customer Success',
  },
  {
    email: 'crew@demo.test',
    name: 'Carlos Mendez',
    phone: '(909) 555-0188',
    kind: 'partner',
    userType: 'partner_crew_labor',
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

/** Certified service partners (the back-office manages them; customers see their company). */
export const DEMO_PARTNERS = [
  {
    companyName: 'Canyon Fire Systems',
    contactName: 'Marco Diaz',
    email: 'marco@canyonfire.example',
    phone: '(818) 555-0190',
    serviceType: 'Both' as const,
    certification: 'Certified' as const,
    status: 'Active' as const,
    location: 'Calabasas, CA',
    rating: 5,
    specialties: ['Structure sprinklers', 'Foam retardant', 'Pump service'],
    joinDate: '2022-03-14',
  },
  {
    companyName: 'Backcountry Water Works',
    contactName: 'Hannah Lee',
    email: 'hannah@backcountrywater.example',
    phone: '(760) 555-0144',
    serviceType: 'Maintenance' as const,
    certification: 'Certified' as const,
    status: 'Active' as const,
    location: 'Ramona, CA',
    rating: 4,
    specialties: ['Tanks and wells', 'Perimeter lines'],
    joinDate: '2023-01-09',
  },
  {
    companyName: 'Ridgeline Installations',
    contactName: 'Owen Park',
    email: 'owen@ridgeline.example',
    phone: '(805) 555-0121',
    serviceType: 'Installation' as const,
    certification: 'Expired' as const,
    status: 'Inactive' as const,
    location: 'Ventura, CA',
    rating: 3,
    specialties: ['New installations', 'Control panels'],
    joinDate: '2021-06-30',
  },
];

/** Which partner services which demo panel (by panel number). */
export const DEMO_SERVICE_ASSIGNMENTS: Record<number, string> = {
  1001: 'Canyon Fire Systems',
  1002: 'Canyon Fire Systems',
  1003: 'Ridgeline Installations',
  1005: 'Backcountry Water Works',
};

/** The spec's sample plans: Professional is current for the demo owner. */
export const DEMO_PLANS = [
  {
    name: 'Basic',
    priceCents: 4_900,
    period: 'month' as const,
    maxProperties: 2,
    features: ['Up to 2 properties', 'Live system monitoring', 'Email alerts', 'Remote activation'],
  },
  {
    name: 'Professional',
    priceCents: 9_900,
    period: 'month' as const,
    maxProperties: 5,
    features: [
      'Up to 5 properties',
      'Live system monitoring',
      'Email and SMS alerts',
      'Remote activation',
      'Priority support',
    ],
  },
  {
    name: 'Enterprise',
    priceCents: 19_900,
    period: 'month' as const,
    maxProperties: null,
    features: [
      'Unlimited properties',
      'Live system monitoring',
      'Email, SMS and push alerts',
      'Remote activation',
      'Dedicated account manager',
      '2-hour emergency response',
    ],
  },
];

/** Alerts in each demo property's recent past; the live alert rules add more as panels report. */
export const DEMO_ALERTS = [
  {
    panelNumber: 1001,
    type: 'urgent' as const,
    hoursAgo: 2,
    title: 'Red Flag Warning in effect',
    description:
      'The National Weather Service issued a Red Flag Warning for the Santa Monica Mountains.',
    details:
      'Gusty offshore winds and humidity near 10% are expected through tomorrow evening. Keep the system in standby and be ready to activate.',
    unread: true,
  },
  {
    panelNumber: 1001,
    type: 'warning' as const,
    hoursAgo: 26,
    title: 'Low water pressure during test run',
    description: 'Pump #2 pressure dropped below 50 PSI during the weekly test run.',
    details:
      'Pressure recovered to 58 PSI within two minutes. If it happens again, ask your service partner to check the intake filter.',
    unread: false,
  },
  {
    panelNumber: 1002,
    type: 'info' as const,
    hoursAgo: 5,
    title: 'Weekly test run completed',
    description: 'Structure and perimeter defense test runs completed normally.',
    details:
      'Structure defense ran for 5 minutes at 62 PSI; perimeter defense for 5 minutes at 59 PSI.',
    unread: true,
  },
  {
    panelNumber: 1003,
    type: 'maintenance' as const,
    hoursAgo: 72,
    title: 'Annual inspection due',
    description: 'Your system is due for its annual third-party inspection.',
    details:
      'California requires an annual third-party inspection. Your service partner will contact you to schedule it.',
    unread: false,
  },
  {
    panelNumber: 1005,
    type: 'routine' as const,
    hoursAgo: 8,
    title: 'Agitator cycle completed',
    description: 'The retardant agitator ran its scheduled 15-minute cycle.',
    details: null,
    unread: true,
  },
];

/** Recent log lines of each reporting panel. */
export const DEMO_PANEL_LOG = [
  { minutesAgo: 2, level: 'INFO' as const, message: 'Heartbeat: gateway online, signal -71 dBm' },
  { minutesAgo: 17, level: 'INFO' as const, message: 'Telemetry batch sent (32 tags)' },
  {
    minutesAgo: 95,
    level: 'INFO' as const,
    message: 'Pressure check: line pressure 38.4 PSI (pumps idle)',
  },
  {
    minutesAgo: 240,
    level: 'WARN' as const,
    message: 'Cellular link dropped for 14 s; reconnected',
  },
  { minutesAgo: 480, level: 'INFO' as const, message: 'Agitator schedule: next run 06:30' },
  {
    minutesAgo: 1_440,
    level: 'INFO' as const,
    message: 'Weekly test run: structure defense 5 min, perimeter defense 5 min',
  },
];
