import { eq, inArray } from 'drizzle-orm';
import type { ProjectPriority, ProjectStatus, ProjectType } from '@wildfire/shared';
import type { Executor } from '../db/client';
import { fireZones, leads, projects, properties, servicePartners, users } from '../db/schema';

/** Prospects around Southern California, hot, warm and cold (one still to be geocoded). */
export const DEMO_LEADS = [
  {
    propertyName: 'Bel Air Hilltop Estate',
    ownerName: 'Victoria Hale',
    email: 'victoria.hale@example.com',
    phone: '(310) 555-0181',
    address: '1200 Stone Canyon Rd, Los Angeles, CA 90077',
    latitude: 34.0935,
    longitude: -118.4464,
    status: 'hot' as const,
    propertyType: 'Estate',
    acreage: 2.4,
    estimatedValueCents: 1_250_000_000,
    riskLevel: 'Extreme' as const,
    daysSinceContact: 1,
  },
  {
    propertyName: 'Pacific Palisades Bluff House',
    ownerName: 'Daniel Ortiz',
    email: 'dortiz@example.com',
    phone: '(310) 555-0127',
    address: '17500 Tramonto Dr, Pacific Palisades, CA 90272',
    latitude: 34.0505,
    longitude: -118.5523,
    status: 'hot' as const,
    propertyType: 'Single Family',
    acreage: 0.6,
    estimatedValueCents: 480_000_000,
    riskLevel: 'High' as const,
    daysSinceContact: 3,
  },
  {
    propertyName: 'Santa Clarita Oak Ranch',
    ownerName: 'Megan Foster',
    email: 'megan.foster@example.com',
    phone: '(661) 555-0139',
    address: '24000 Sand Canyon Rd, Santa Clarita, CA 91387',
    latitude: 34.4072,
    longitude: -118.4217,
    status: 'warm' as const,
    propertyType: 'Ranch',
    acreage: 12,
    estimatedValueCents: 310_000_000,
    riskLevel: 'High' as const,
    daysSinceContact: 9,
  },
  {
    propertyName: 'Rancho Santa Fe Grove',
    ownerName: 'Harold Nguyen',
    email: 'h.nguyen@example.com',
    phone: '(858) 555-0176',
    address: '6000 El Apajo, Rancho Santa Fe, CA 92067',
    latitude: 33.0203,
    longitude: -117.2028,
    status: 'warm' as const,
    propertyType: 'Estate',
    acreage: 4.1,
    estimatedValueCents: 690_000_000,
    riskLevel: 'Moderate' as const,
    daysSinceContact: 14,
  },
  {
    propertyName: 'Idyllwild Pine Cabin',
    ownerName: 'Rachel Burke',
    email: null,
    phone: '(951) 555-0108',
    address: '25800 Delano Dr, Idyllwild, CA 92549',
    latitude: 33.7455,
    longitude: -116.7189,
    status: 'cold' as const,
    propertyType: 'Cabin',
    acreage: 1.2,
    estimatedValueCents: 85_000_000,
    riskLevel: 'Extreme' as const,
    daysSinceContact: 45,
  },
  {
    propertyName: 'Thousand Oaks Ridge Home',
    ownerName: 'Peter Lindqvist',
    email: 'peter.l@example.com',
    phone: null,
    address: '3000 Lang Ranch Pkwy, Thousand Oaks, CA 91362',
    // Not yet placed: the map geocodes the address.
    latitude: null,
    longitude: null,
    status: 'cold' as const,
    propertyType: 'Single Family',
    acreage: 0.4,
    estimatedValueCents: 160_000_000,
    riskLevel: 'Moderate' as const,
    daysSinceContact: 60,
  },
];

interface DemoProject {
  id: string;
  projectName: string;
  /** The demo property, by address. */
  address: string;
  partner: string | null;
  projectType: ProjectType;
  status: ProjectStatus;
  priority: ProjectPriority;
  estimateAmountCents: number;
  depositPaidCents: number;
  depositWaived?: boolean;
  startDaysAgo: number | null;
  durationDays: number;
  progress: number;
  description: string;
  notes: string[];
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    id: 'PRJ-001',
    projectName: 'Malibu perimeter line extension',
    address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
    partner: 'Canyon Fire Systems',
    projectType: 'Upgrade',
    status: 'In Progress',
    priority: 'High',
    estimateAmountCents: 4_850_000,
    depositPaidCents: 1_455_000,
    startDaysAgo: 30,
    durationDays: 40,
    progress: 85,
    description: 'Extend the perimeter sprinkler line to the lower canyon slope and add two zones.',
    notes: ['Trenching finished', 'Final pressure test booked'],
  },
  {
    id: 'PRJ-002',
    projectName: 'Topanga pump service and tank reline',
    address: '1440 N Topanga Canyon Blvd, Topanga, CA 90290',
    partner: 'Canyon Fire Systems',
    projectType: 'Maintenance',
    status: 'In Progress',
    priority: 'Medium',
    estimateAmountCents: 1_200_000,
    depositPaidCents: 360_000,
    startDaysAgo: 10,
    durationDays: 21,
    progress: 55,
    description: 'Annual pump service and relining of the 10,000 gallon storage tank.',
    notes: ['Tank drained', 'Reline crew on site this week'],
  },
  {
    id: 'PRJ-003',
    projectName: 'Altadena panel replacement',
    address: '2260 N Lake Ave, Altadena, CA 91001',
    partner: 'Canyon Fire Systems',
    projectType: 'Emergency Repair',
    status: 'In Progress',
    priority: 'Critical',
    estimateAmountCents: 950_000,
    depositPaidCents: 0,
    depositWaived: true,
    startDaysAgo: 4,
    durationDays: 10,
    progress: 30,
    description: 'The control panel has never reported: replace the cellular gateway and panel.',
    notes: ['Gateway ordered'],
  },
  {
    id: 'PRJ-004',
    projectName: 'Julian structure defense installation',
    address: '2116 Main St, Julian, CA 92036',
    partner: 'Backcountry Water Works',
    projectType: 'Installation',
    status: 'In Progress',
    priority: 'High',
    estimateAmountCents: 12_500_000,
    depositPaidCents: 3_750_000,
    startDaysAgo: 2,
    durationDays: 45,
    progress: 10,
    description: 'Roof and eave sprinklers for the cabin and the detached workshop.',
    notes: ['Permits approved'],
  },
  {
    id: 'PRJ-005',
    projectName: 'Ojai ranch system design',
    address: '1129 Maricopa Hwy, Ojai, CA 93023',
    partner: null,
    projectType: 'Installation',
    status: 'Planning',
    priority: 'Medium',
    estimateAmountCents: 18_000_000,
    depositPaidCents: 0,
    startDaysAgo: null,
    durationDays: 56,
    progress: 0,
    description: 'Site assessment and estimate for a full perimeter and structure system.',
    notes: [],
  },
];

/** A demo fire burning in the hills north of Malibu. */
export const DEMO_FIRE_ZONE = {
  name: 'Active Fire Zone',
  polygon: [
    [34.112, -118.745],
    [34.138, -118.69],
    [34.125, -118.632],
    [34.092, -118.618],
    [34.071, -118.66],
    [34.079, -118.724],
  ] as Array<[number, number]>,
};

const DAY_MS = 24 * 60 * 60_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The spec's standard deposit: 30 percent of the estimate. */
const STANDARD_DEPOSIT = 0.3;

/**
 * Leads, projects and the fire zone of the back-office demo. Runs inside the demo seed's
 * transaction, after the accounts, properties and partners; finds them by their natural keys.
 */
export async function seedDemoSales(tx: Executor, now: Date) {
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@demo.test', 'support@demo.test']));
  const staffId = (email: string) => staff.find((s) => s.email === email)?.id ?? null;
  const salesExecutiveId = staffId('admin@demo.test');
  const projectManagerId = staffId('admin@demo.test');

  await tx.insert(leads).values(
    DEMO_LEADS.map(({ daysSinceContact, ...lead }) => ({
      ...lead,
      salesExecutiveId,
      lastContactAt: new Date(now.getTime() - daysSinceContact * DAY_MS),
    })),
  );

  const partners = await tx
    .select({ id: servicePartners.id, name: servicePartners.companyName })
    .from(servicePartners);
  for (const demo of DEMO_PROJECTS) {
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.address, demo.address));
    if (!property) continue;
    const start =
      demo.startDaysAgo === null ? null : new Date(now.getTime() - demo.startDaysAgo * DAY_MS);
    const due = new Date((start ?? now).getTime() + demo.durationDays * DAY_MS);
    await tx.insert(projects).values({
      id: demo.id,
      projectName: demo.projectName,
      propertyId: property.id,
      partnerId: partners.find((p) => p.name === demo.partner)?.id ?? null,
      projectType: demo.projectType,
      status: demo.status,
      priority: demo.priority,
      estimateAmountCents: demo.estimateAmountCents,
      depositRequiredCents: Math.round(demo.estimateAmountCents * STANDARD_DEPOSIT),
      depositPaidCents: demo.depositPaidCents,
      depositWaived: demo.depositWaived ?? false,
      depositWaivedBy: demo.depositWaived ? salesExecutiveId : null,
      depositWaivedReason: demo.depositWaived
        ? 'Emergency repair of a system under an active service agreement'
        : null,
      startDate: start ? isoDay(start) : null,
      estimatedCompletionDate: isoDay(due),
      salesExecutiveId,
      projectManagerId,
      description: demo.description,
      notes: demo.notes,
      progress: demo.progress,
      createdAt: new Date((start ?? now).getTime() - 14 * DAY_MS),
    });
  }

  await tx.insert(fireZones).values(DEMO_FIRE_ZONE);
}
