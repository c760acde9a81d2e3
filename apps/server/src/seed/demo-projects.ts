import { eq, inArray } from 'drizzle-orm';
import {
  type AppUpdateType,
  type CrewStatus,
  type NotePriority,
  type PartnerCertification,
  type PartnerServiceType,
  type PartnerStatus,
  type ProjectPriority,
  type ProjectStatus,
  type ProjectType,
  standardDepositCents,
  type WaiverAuthority,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  partnerMembers,
  partnerMessages,
  projectEvents,
  projectNotes,
  projects,
  projectUpdates,
  properties,
  servicePartners,
  users,
} from '../db/schema';

/**
 * The service partner and project screens' demo (admin-back-office.md 2.21-2.23): more partners
 * so every stat card counts someone, their crews, messages, projects in every status, each
 * project's history, internal notes and app updates, and the staff's deposit waiver authority.
 * Runs inside the demo seed's transaction after seedDemoSales; finds rows by natural keys.
 */

const DAY_MS = 24 * 60 * 60_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Section 6.5 tiers of the demo staff. */
export const DEMO_WAIVER_AUTHORITIES: Record<string, WaiverAuthority> = {
  'admin@demo.test': 'ceo',
  'pm@demo.test': 'regional_manager',
  'accounts@demo.test': 'account_manager',
};

interface DemoPartner {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  serviceType: PartnerServiceType;
  certification: PartnerCertification;
  status: PartnerStatus;
  location: string;
  rating: number;
  specialties: string[];
  joinDate: string;
}

/** Partners beyond the three of the base demo: onboarding, awaiting approval, another active. */
export const DEMO_MORE_PARTNERS: DemoPartner[] = [
  {
    companyName: 'Sierra Ember Defense',
    contactName: 'Tessa Morales',
    email: 'tessa@sierraember.example',
    phone: '(661) 555-0172',
    serviceType: 'Installation',
    certification: 'Pending',
    status: 'Waiting Onboarding',
    location: 'Santa Clarita, CA',
    rating: 0,
    specialties: ['Ember-resistant vents', 'Structure sprinklers'],
    joinDate: '2026-01-12',
  },
  {
    companyName: 'Pacific Crest Fire Protection',
    contactName: 'Derek Shaw',
    email: 'derek@pacificcrest.example',
    phone: '(805) 555-0163',
    serviceType: 'Both',
    certification: 'Review',
    status: 'Waiting Approval',
    location: 'Thousand Oaks, CA',
    rating: 4,
    specialties: ['Perimeter lines', 'Control panels', 'Cellular gateways'],
    joinDate: '2025-10-02',
  },
  {
    companyName: 'Inland Empire Hydrant Co.',
    contactName: 'Rosa Alvarez',
    email: 'rosa@iehydrant.example',
    phone: '(951) 555-0119',
    serviceType: 'Maintenance',
    certification: 'Certified',
    status: 'Active',
    location: 'Riverside, CA',
    rating: 4,
    specialties: ['Pump service', 'Tanks and wells', 'Backflow testing'],
    joinDate: '2023-08-21',
  },
  {
    companyName: 'Laguna Canyon Contractors',
    contactName: 'Ben Whitaker',
    email: 'ben@lagunacanyon.example',
    phone: '(949) 555-0150',
    serviceType: 'Installation',
    certification: 'Certified',
    status: 'Waiting Onboarding',
    location: 'Laguna Beach, CA',
    rating: 0,
    specialties: ['New installations', 'Foam retardant'],
    joinDate: '2026-02-03',
  },
];

interface DemoCrewMember {
  partner: string;
  name: string;
  role: string;
  phone: string | null;
  email: string | null;
  isLead?: boolean;
  certifications: string[];
  currentStatus: CrewStatus;
  /** The member's own sign-in, a partner user. */
  userEmail?: string;
  minutesSinceLocation?: number;
}

export const DEMO_CREW: DemoCrewMember[] = [
  {
    partner: 'Canyon Fire Systems',
    name: 'Marco Diaz',
    role: 'Project Lead',
    phone: '(818) 555-0190',
    email: 'marco@canyonfire.example',
    isLead: true,
    certifications: ['C-16 Fire Protection', 'OSHA 30'],
    currentStatus: 'On Site',
    minutesSinceLocation: 12,
  },
  {
    partner: 'Canyon Fire Systems',
    name: 'Carlos Mendez',
    role: 'Crew / Labor',
    phone: '(909) 555-0188',
    email: 'crew@demo.test',
    certifications: ['OSHA 10'],
    currentStatus: 'On Site',
    userEmail: 'crew@demo.test',
    minutesSinceLocation: 25,
  },
  {
    partner: 'Canyon Fire Systems',
    name: 'Jenna Ruiz',
    role: 'Electrician',
    phone: '(818) 555-0133',
    email: 'jenna@canyonfire.example',
    certifications: ['C-10 Electrical'],
    currentStatus: 'En Route',
    minutesSinceLocation: 40,
  },
  {
    partner: 'Canyon Fire Systems',
    name: 'Tyler Brooks',
    role: 'Plumber',
    phone: '(818) 555-0147',
    email: null,
    certifications: ['C-36 Plumbing'],
    currentStatus: 'Off Duty',
  },
  {
    partner: 'Backcountry Water Works',
    name: 'Hannah Lee',
    role: 'Operations Manager',
    phone: '(760) 555-0144',
    email: 'hannah@backcountrywater.example',
    isLead: true,
    certifications: ['C-16 Fire Protection'],
    currentStatus: 'Available',
    minutesSinceLocation: 180,
  },
  {
    partner: 'Backcountry Water Works',
    name: 'Luis Ortega',
    role: 'Mason',
    phone: '(760) 555-0156',
    email: 'luis@backcountrywater.example',
    certifications: ['C-29 Masonry'],
    currentStatus: 'En Route',
    minutesSinceLocation: 15,
  },
  {
    partner: 'Backcountry Water Works',
    name: 'Kim Tran',
    role: 'Crew / Labor',
    phone: '(760) 555-0168',
    email: null,
    certifications: [],
    currentStatus: 'On Site',
    minutesSinceLocation: 30,
  },
  {
    partner: 'Ridgeline Installations',
    name: 'Owen Park',
    role: 'General Contractor',
    phone: '(805) 555-0121',
    email: 'owen@ridgeline.example',
    isLead: true,
    certifications: ['B General Building (renewal due)'],
    currentStatus: 'Off Duty',
  },
  {
    partner: 'Inland Empire Hydrant Co.',
    name: 'Rosa Alvarez',
    role: 'Project Lead',
    phone: '(951) 555-0119',
    email: 'rosa@iehydrant.example',
    isLead: true,
    certifications: ['Backflow Tester (AWWA)'],
    currentStatus: 'Available',
  },
];

interface DemoProjectMore {
  id: string;
  projectName: string;
  address: string;
  partner: string | null;
  projectType: ProjectType;
  status: ProjectStatus;
  priority: ProjectPriority;
  estimateAmountCents: number;
  depositPaidCents: number;
  startDaysAgo: number | null;
  durationDays: number;
  completedDaysAgo?: number;
  progress: number;
  managerEmail: string;
  description: string;
}

/** Projects in the statuses the base demo has none of. */
export const DEMO_MORE_PROJECTS: DemoProjectMore[] = [
  {
    id: 'PRJ-006',
    projectName: 'Malibu annual system inspection',
    address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
    partner: 'Canyon Fire Systems',
    projectType: 'Maintenance',
    status: 'Completed',
    priority: 'Low',
    estimateAmountCents: 180_000,
    depositPaidCents: 54_000,
    startDaysAgo: 75,
    durationDays: 3,
    completedDaysAgo: 72,
    progress: 100,
    managerEmail: 'admin@demo.test',
    description:
      'Annual third-party inspection: pumps, valves, tank level sensors, battery backup.',
  },
  {
    id: 'PRJ-007',
    projectName: 'Topanga ember vent retrofit',
    address: '1440 N Topanga Canyon Blvd, Topanga, CA 90290',
    partner: 'Backcountry Water Works',
    projectType: 'Upgrade',
    status: 'Approved',
    priority: 'Medium',
    estimateAmountCents: 840_000,
    depositPaidCents: 252_000,
    startDaysAgo: -7,
    durationDays: 12,
    progress: 0,
    managerEmail: 'pm@demo.test',
    description: 'Replace attic and foundation vents with ember-resistant mesh vents.',
  },
  {
    id: 'PRJ-008',
    projectName: 'Julian water storage expansion',
    address: '2116 Main St, Julian, CA 92036',
    partner: 'Backcountry Water Works',
    projectType: 'Upgrade',
    status: 'On Hold',
    priority: 'High',
    estimateAmountCents: 2_200_000,
    depositPaidCents: 300_000,
    startDaysAgo: 20,
    durationDays: 30,
    progress: 20,
    managerEmail: 'pm@demo.test',
    description:
      'Add a second 10,000 gallon tank to meet the California storage rule; on hold for the county grading permit.',
  },
  {
    id: 'PRJ-009',
    projectName: 'Ojai perimeter pre-assessment',
    address: '1129 Maricopa Hwy, Ojai, CA 93023',
    partner: 'Ridgeline Installations',
    projectType: 'Maintenance',
    status: 'Cancelled',
    priority: 'Low',
    estimateAmountCents: 250_000,
    depositPaidCents: 0,
    startDaysAgo: 120,
    durationDays: 5,
    progress: 0,
    managerEmail: 'admin@demo.test',
    description: 'Cancelled when the contractor’s certification lapsed; folded into PRJ-005.',
  },
  {
    id: 'PRJ-010',
    projectName: 'Altadena storage tank replacement',
    address: '2260 N Lake Ave, Altadena, CA 91001',
    partner: 'Inland Empire Hydrant Co.',
    projectType: 'Installation',
    status: 'Planning',
    priority: 'High',
    estimateAmountCents: 1_400_000,
    depositPaidCents: 0,
    startDaysAgo: null,
    durationDays: 14,
    progress: 0,
    managerEmail: 'pm@demo.test',
    description: 'Replace the cracked 5,000 gallon tank with a 10,000 gallon steel tank.',
  },
];

/** Who manages the base demo's projects (they are seeded with the superadmin). */
const BASE_PROJECT_MANAGERS: Record<string, string> = {
  'PRJ-002': 'pm@demo.test',
  'PRJ-004': 'pm@demo.test',
};

interface DemoEvent {
  daysAgo: number;
  actor: string | null;
  summary: string;
}

/** History of each project, oldest first (the screen shows newest first). */
export const DEMO_HISTORY: Record<string, DemoEvent[]> = {
  'PRJ-001': [
    {
      daysAgo: 44,
      actor: 'admin@demo.test',
      summary:
        'Project created at Malibu Canyon Residence (estimate $48,500.00, deposit required $14,550.00)',
    },
    {
      daysAgo: 38,
      actor: 'admin@demo.test',
      summary: 'Deposit paid changed from $0.00 to $14,550.00 of $14,550.00 required',
    },
    { daysAgo: 37, actor: 'admin@demo.test', summary: 'Status changed from Planning to Approved' },
    {
      daysAgo: 30,
      actor: 'admin@demo.test',
      summary: 'Status changed from Approved to In Progress',
    },
    { daysAgo: 9, actor: 'admin@demo.test', summary: 'Progress changed from 60% to 85%' },
  ],
  'PRJ-002': [
    {
      daysAgo: 24,
      actor: 'admin@demo.test',
      summary:
        'Project created at Topanga Ridge Retreat (estimate $12,000.00, deposit required $3,600.00)',
    },
    {
      daysAgo: 15,
      actor: 'pm@demo.test',
      summary: 'Deposit paid changed from $0.00 to $3,600.00 of $3,600.00 required',
    },
    { daysAgo: 14, actor: 'pm@demo.test', summary: 'Status changed from Planning to Approved' },
    { daysAgo: 10, actor: 'pm@demo.test', summary: 'Status changed from Approved to In Progress' },
  ],
  'PRJ-003': [
    {
      daysAgo: 18,
      actor: 'admin@demo.test',
      summary:
        'Project created at Altadena Foothills Home (estimate $9,500.00, deposit required $2,850.00)',
    },
    {
      daysAgo: 5,
      actor: 'admin@demo.test',
      summary:
        'Deposit of $2,850.00 waived by Alex Morgan: Emergency repair of a system under an active service agreement',
    },
    { daysAgo: 5, actor: 'admin@demo.test', summary: 'Status changed from Planning to Approved' },
    {
      daysAgo: 4,
      actor: 'admin@demo.test',
      summary: 'Status changed from Approved to In Progress',
    },
  ],
  'PRJ-004': [
    {
      daysAgo: 16,
      actor: 'admin@demo.test',
      summary:
        'Project created at Julian Hillside Cabin (estimate $125,000.00, deposit required $37,500.00)',
    },
    {
      daysAgo: 6,
      actor: 'pm@demo.test',
      summary: 'Deposit paid changed from $0.00 to $37,500.00 of $37,500.00 required',
    },
    { daysAgo: 5, actor: 'pm@demo.test', summary: 'Status changed from Planning to Approved' },
    { daysAgo: 2, actor: 'pm@demo.test', summary: 'Status changed from Approved to In Progress' },
  ],
  'PRJ-005': [
    {
      daysAgo: 14,
      actor: 'admin@demo.test',
      summary:
        'Project created at Ojai Valley Ranch (estimate $180,000.00, deposit required $54,000.00)',
    },
    {
      daysAgo: 3,
      actor: 'admin@demo.test',
      summary: 'Site assessment visit booked with the owner',
    },
  ],
  'PRJ-006': [
    {
      daysAgo: 80,
      actor: 'admin@demo.test',
      summary:
        'Project created at Malibu Canyon Residence (estimate $1,800.00, deposit required $540.00)',
    },
    { daysAgo: 76, actor: 'admin@demo.test', summary: 'Status changed from Planning to Approved' },
    {
      daysAgo: 75,
      actor: 'admin@demo.test',
      summary: 'Status changed from Approved to In Progress',
    },
    {
      daysAgo: 72,
      actor: 'admin@demo.test',
      summary: 'Status changed from In Progress to Completed',
    },
  ],
  'PRJ-007': [
    {
      daysAgo: 9,
      actor: 'pm@demo.test',
      summary:
        'Project created at Topanga Ridge Retreat (estimate $8,400.00, deposit required $2,520.00)',
    },
    {
      daysAgo: 2,
      actor: 'pm@demo.test',
      summary: 'Deposit paid changed from $0.00 to $2,520.00 of $2,520.00 required',
    },
    { daysAgo: 1, actor: 'pm@demo.test', summary: 'Status changed from Planning to Approved' },
  ],
  'PRJ-008': [
    {
      daysAgo: 34,
      actor: 'pm@demo.test',
      summary:
        'Project created at Julian Hillside Cabin (estimate $22,000.00, deposit required $6,600.00)',
    },
    { daysAgo: 27, actor: 'pm@demo.test', summary: 'Status changed from Planning to Approved' },
    { daysAgo: 20, actor: 'pm@demo.test', summary: 'Status changed from Approved to In Progress' },
    { daysAgo: 11, actor: 'pm@demo.test', summary: 'Status changed from In Progress to On Hold' },
  ],
  'PRJ-009': [
    {
      daysAgo: 130,
      actor: 'admin@demo.test',
      summary:
        'Project created at Ojai Valley Ranch (estimate $2,500.00, deposit required $750.00)',
    },
    {
      daysAgo: 110,
      actor: 'admin@demo.test',
      summary: 'Status changed from Planning to Cancelled',
    },
  ],
  'PRJ-010': [
    {
      daysAgo: 6,
      actor: 'pm@demo.test',
      summary:
        'Project created at Altadena Foothills Home (estimate $14,000.00, deposit required $4,200.00)',
    },
  ],
};

interface DemoNote {
  project: string;
  author: string;
  content: string;
  priority: NotePriority;
  isPrivate?: boolean;
  hoursAgo: number;
}

export const DEMO_NOTES: DemoNote[] = [
  {
    project: 'PRJ-001',
    author: 'admin@demo.test',
    content:
      'Owner asked for the lower zone heads to clear the oak canopy; crew confirmed 12 ft risers.',
    priority: 'Medium',
    hoursAgo: 70,
  },
  {
    project: 'PRJ-001',
    author: 'pm@demo.test',
    content:
      'Final pressure test Thursday 9am. Gate code changed to 4471, do not share with subcontractors.',
    priority: 'High',
    isPrivate: true,
    hoursAgo: 20,
  },
  {
    project: 'PRJ-002',
    author: 'pm@demo.test',
    content: 'Tank liner delivery slipped two days; reline crew rescheduled, owner informed.',
    priority: 'Medium',
    hoursAgo: 30,
  },
  {
    project: 'PRJ-003',
    author: 'admin@demo.test',
    content:
      'Deposit waived: system under the service agreement and the panel never reported after install.',
    priority: 'High',
    hoursAgo: 120,
  },
  {
    project: 'PRJ-004',
    author: 'pm@demo.test',
    content: 'Workshop roof needs a separate riser; check the estimate before the second invoice.',
    priority: 'Low',
    hoursAgo: 40,
  },
  {
    project: 'PRJ-005',
    author: 'admin@demo.test',
    content:
      'Strategic account: owner has three more ranches in Ventura County. Discussing a bank guarantee instead of the deposit.',
    priority: 'High',
    isPrivate: true,
    hoursAgo: 50,
  },
  {
    project: 'PRJ-008',
    author: 'pm@demo.test',
    content: 'County grading permit expected in about two weeks; resume when it arrives.',
    priority: 'Medium',
    hoursAgo: 200,
  },
];

interface DemoUpdate {
  project: string;
  member: string | null;
  updateType: AppUpdateType;
  message: string;
  hoursAgo: number;
  location?: { latitude: number; longitude: number; address: string };
  nextInDays?: number;
}

export const DEMO_UPDATES: DemoUpdate[] = [
  {
    project: 'PRJ-001',
    member: 'Marco Diaz',
    updateType: 'Check In',
    message: 'Crew of three on site; lower slope trench open.',
    hoursAgo: 74,
    location: {
      latitude: 34.0433,
      longitude: -118.6379,
      address: '3700 Las Flores Canyon Rd, Malibu',
    },
  },
  {
    project: 'PRJ-001',
    member: 'Carlos Mendez',
    updateType: 'Progress Update',
    message: 'Zones 5 and 6 piped and backfilled. Heads installed on zone 5.',
    hoursAgo: 50,
    location: { latitude: 34.0431, longitude: -118.6385, address: 'Lower canyon slope, Malibu' },
    nextInDays: 2,
  },
  {
    project: 'PRJ-001',
    member: 'Marco Diaz',
    updateType: 'Compliance Check',
    message: 'Backflow preventer tested and tagged; county inspection requested.',
    hoursAgo: 6,
    location: {
      latitude: 34.0437,
      longitude: -118.6382,
      address: '3700 Las Flores Canyon Rd, Malibu',
    },
    nextInDays: 3,
  },
  {
    project: 'PRJ-002',
    member: 'Jenna Ruiz',
    updateType: 'Issue Report',
    message: 'Pump 2 contactor pitted; replacement ordered, pump 1 carries the load meanwhile.',
    hoursAgo: 28,
    location: {
      latitude: 34.0936,
      longitude: -118.6017,
      address: '1440 N Topanga Canyon Blvd, Topanga',
    },
    nextInDays: 1,
  },
  {
    project: 'PRJ-003',
    member: 'Marco Diaz',
    updateType: 'Check In',
    message: 'Old gateway removed; waiting for the replacement unit.',
    hoursAgo: 60,
    location: { latitude: 34.1897, longitude: -118.1311, address: '2260 N Lake Ave, Altadena' },
    nextInDays: 2,
  },
  {
    project: 'PRJ-004',
    member: 'Hannah Lee',
    updateType: 'Check In',
    message: 'Materials delivered; eave line layout marked.',
    hoursAgo: 20,
    location: { latitude: 33.0786, longitude: -116.602, address: '2116 Main St, Julian' },
    nextInDays: 1,
  },
  {
    project: 'PRJ-006',
    member: 'Marco Diaz',
    updateType: 'Completion',
    message: 'Inspection complete: all zones within spec, battery backup 74 hours.',
    hoursAgo: 72 * 24,
    location: {
      latitude: 34.0437,
      longitude: -118.6382,
      address: '3700 Las Flores Canyon Rd, Malibu',
    },
  },
];

interface DemoPartnerMessage {
  partner: string;
  direction: 'to_partner' | 'from_partner';
  author: string;
  subject: string;
  content: string;
  project: string | null;
  hoursAgo: number;
}

export const DEMO_PARTNER_MESSAGES: DemoPartnerMessage[] = [
  {
    partner: 'Canyon Fire Systems',
    direction: 'to_partner',
    author: 'admin@demo.test',
    subject: 'Malibu final pressure test',
    content:
      'Please confirm Thursday 9am for the final pressure test on PRJ-001; the owner will be there.',
    project: 'PRJ-001',
    hoursAgo: 26,
  },
  {
    partner: 'Canyon Fire Systems',
    direction: 'from_partner',
    author: 'Marco Diaz',
    subject: 'Re: Malibu final pressure test',
    content: 'Confirmed, Thursday 9am. We will bring the county inspector’s checklist.',
    project: 'PRJ-001',
    hoursAgo: 22,
  },
  {
    partner: 'Backcountry Water Works',
    direction: 'to_partner',
    author: 'pm@demo.test',
    subject: 'Julian storage expansion on hold',
    content:
      'PRJ-008 is on hold until the county grading permit arrives. Please keep the tank order open.',
    project: 'PRJ-008',
    hoursAgo: 260,
  },
  {
    partner: 'Ridgeline Installations',
    direction: 'to_partner',
    author: 'admin@demo.test',
    subject: 'Certification renewal',
    content:
      'Your certification has expired. Send the renewed license and insurance certificate ($2M general liability, us as additional insured) to resume assignments.',
    project: null,
    hoursAgo: 24 * 30,
  },
  {
    partner: 'Pacific Crest Fire Protection',
    direction: 'from_partner',
    author: 'Derek Shaw',
    subject: 'Application documents',
    content: 'Attached are our license, insurance certificate and three customer references.',
    project: null,
    hoursAgo: 24 * 6,
  },
];

export async function seedDemoProjects(tx: Executor, now: Date) {
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const staff = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.kind, ['staff', 'partner']));
  const userId = (email: string) => staff.find((u) => u.email === email)?.id ?? null;

  for (const [email, authority] of Object.entries(DEMO_WAIVER_AUTHORITIES)) {
    await tx.update(users).set({ waiverAuthority: authority }).where(eq(users.email, email));
  }

  await tx.insert(servicePartners).values(DEMO_MORE_PARTNERS);
  const partners = await tx
    .select({ id: servicePartners.id, name: servicePartners.companyName })
    .from(servicePartners);
  const partnerId = (name: string | null) => partners.find((p) => p.name === name)?.id ?? null;

  const crew = await tx
    .insert(partnerMembers)
    .values(
      DEMO_CREW.map((m) => ({
        partnerId: partnerId(m.partner)!,
        userId: m.userEmail ? userId(m.userEmail) : null,
        name: m.name,
        role: m.role,
        phone: m.phone,
        email: m.email,
        isLead: m.isLead ?? false,
        certifications: m.certifications,
        currentStatus: m.currentStatus,
        lastLocationUpdate:
          m.minutesSinceLocation === undefined
            ? null
            : new Date(now.getTime() - m.minutesSinceLocation * 60_000),
      })),
    )
    .returning({ id: partnerMembers.id, name: partnerMembers.name });
  const memberId = (name: string | null) => crew.find((m) => m.name === name)?.id ?? null;

  for (const demo of DEMO_MORE_PROJECTS) {
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.address, demo.address));
    if (!property) continue;
    const start = demo.startDaysAgo === null ? null : daysAgo(demo.startDaysAgo);
    const due = new Date((start ?? now).getTime() + demo.durationDays * DAY_MS);
    await tx.insert(projects).values({
      id: demo.id,
      projectName: demo.projectName,
      propertyId: property.id,
      partnerId: partnerId(demo.partner),
      projectType: demo.projectType,
      status: demo.status,
      priority: demo.priority,
      estimateAmountCents: demo.estimateAmountCents,
      depositRequiredCents: standardDepositCents(demo.estimateAmountCents),
      depositPaidCents: demo.depositPaidCents,
      startDate: start ? isoDay(start) : null,
      estimatedCompletionDate: isoDay(due),
      actualCompletionDate:
        demo.completedDaysAgo === undefined ? null : isoDay(daysAgo(demo.completedDaysAgo)),
      salesExecutiveId: userId('admin@demo.test'),
      projectManagerId: userId(demo.managerEmail),
      description: demo.description,
      progress: demo.progress,
      createdAt: daysAgo((demo.startDaysAgo ?? 0) + 10),
      updatedAt: daysAgo(Math.max(0, demo.startDaysAgo ?? 0)),
    });
  }
  for (const [id, email] of Object.entries(BASE_PROJECT_MANAGERS)) {
    await tx
      .update(projects)
      .set({ projectManagerId: userId(email) })
      .where(eq(projects.id, id));
  }
  // The base demo's waived deposit: when it was waived.
  await tx
    .update(projects)
    .set({ depositWaivedAt: daysAgo(5) })
    .where(eq(projects.depositWaived, true));

  const seeded = new Set((await tx.select({ id: projects.id }).from(projects)).map((p) => p.id));
  const events = Object.entries(DEMO_HISTORY)
    .filter(([id]) => seeded.has(id))
    .flatMap(([projectId, list]) =>
      list.map((e) => ({
        projectId,
        actorId: e.actor ? userId(e.actor) : null,
        summary: e.summary,
        createdAt: daysAgo(e.daysAgo),
      })),
    );
  if (events.length > 0) await tx.insert(projectEvents).values(events);

  const notes = DEMO_NOTES.filter((n) => seeded.has(n.project)).map((n) => ({
    projectId: n.project,
    authorId: userId(n.author),
    content: n.content,
    priority: n.priority,
    isPrivate: n.isPrivate ?? false,
    createdAt: ago(n.hoursAgo),
  }));
  if (notes.length > 0) await tx.insert(projectNotes).values(notes);

  const contractorOf = new Map(DEMO_CREW.map((m) => [m.name, m.partner] as const));
  const updates = DEMO_UPDATES.filter((u) => seeded.has(u.project)).map((u) => ({
    projectId: u.project,
    memberId: memberId(u.member),
    contractorName: (u.member && contractorOf.get(u.member)) ?? 'Canyon Fire Systems',
    updateType: u.updateType,
    message: u.message,
    latitude: u.location?.latitude ?? null,
    longitude: u.location?.longitude ?? null,
    address: u.location?.address ?? null,
    nextScheduledDate:
      u.nextInDays === undefined ? null : isoDay(new Date(now.getTime() + u.nextInDays * DAY_MS)),
    createdAt: ago(u.hoursAgo),
  }));
  if (updates.length > 0) await tx.insert(projectUpdates).values(updates);

  await tx.insert(partnerMessages).values(
    DEMO_PARTNER_MESSAGES.map((m) => ({
      partnerId: partnerId(m.partner)!,
      authorId: m.direction === 'to_partner' ? userId(m.author) : null,
      authorName:
        m.direction === 'to_partner'
          ? (staff.find((s) => s.email === m.author)?.name ?? m.author)
          : m.author,
      direction: m.direction,
      subject: m.subject,
      content: m.content,
      projectId: m.project,
      createdAt: ago(m.hoursAgo),
    })),
  );

  // Last activity: the newest thing each partner did (a message or an app update).
  const lastActivity: Record<string, number> = {
    'Canyon Fire Systems': 6,
    'Backcountry Water Works': 20,
    'Ridgeline Installations': 24 * 40,
    'Pacific Crest Fire Protection': 24 * 6,
    'Inland Empire Hydrant Co.': 24 * 3,
  };
  for (const [name, hours] of Object.entries(lastActivity)) {
    const id = partnerId(name);
    if (id !== null) {
      await tx
        .update(servicePartners)
        .set({ lastActivity: ago(hours) })
        .where(eq(servicePartners.id, id));
    }
  }
}
