import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import {
  calendarDay,
  DEPARTMENTS,
  HR_DOCUMENT_MAX_BYTES,
  hrDocumentType,
  STAFF_FILTER_DEPARTMENTS,
  type HrDocumentCategory,
  type HrDocumentTab,
  type StaffDocumentKind,
  type StaffStatus,
  type WorkLocation,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  departments,
  hrDocuments,
  hrFolders,
  staffDocuments,
  staffMembers,
  users,
} from '../db/schema';
import { type FileStorage, newStorageKey } from '../services/file-storage';

const DAY_MS = 86_400_000;

/** What each department does (the Departments tab's cards). */
const DEPARTMENT_DESCRIPTIONS: Record<string, string> = {
  Engineering: 'Panel firmware, hydraulics and the customer and staff portals.',
  Product: 'What we build next, from homeowner interviews to release plans.',
  Sales: 'New customers across Southern California, from first call to signed contract.',
  Marketing: 'Fire-season campaigns, partner marketing and the website.',
  Operations: 'Installations, field service and project management.',
  Finance: 'Billing, payroll, deposits and the books.',
  Legal: 'Contracts, permits and compliance with California fire rules.',
  'Human Resources': 'Hiring, onboarding, benefits and staff records.',
  'Customer Success': 'Support desk and partner support for customers and crews.',
  Design: 'The look and feel of the portals, the panel screens and print.',
};

interface DemoStaff {
  key: string;
  firstName: string;
  lastName: string;
  /** The demo sign-in this record belongs to, when the person has one. */
  userEmail?: string;
  email: string | null;
  personalEmail: string;
  position: string;
  department: string;
  reportsTo?: string;
  salary: number;
  /** A fixed day, or days before the seeding day. */
  hired: string | { daysAgo: number };
  ended?: { daysAgo: number };
  status?: StaffStatus;
  location: WorkLocation;
  city: string;
  address: string;
  birthdate: string;
  linkedin?: string;
  documents?: Array<{ kind: StaffDocumentKind; fileName: string; title: string }>;
}

/**
 * Seventeen staff records across the departments, linked to the demo staff sign-ins where they
 * fit: current staff (one On Leave, one hired this month) and prior staff who resigned, were
 * terminated or whose contract ended, with salaries and personal details.
 */
export const DEMO_STAFF: DemoStaff[] = [
  {
    key: 'alex',
    firstName: 'Alex',
    lastName: 'Morgan',
    userEmail: 'admin@demo.test',
    email: null,
    personalEmail: 'alex.morgan.home@example.com',
    position: 'Chief Operating Officer',
    department: 'Operations',
    salary: 185_000,
    hired: '2019-03-11',
    location: 'office',
    city: 'Pasadena',
    address: '412 S Madison Ave, Pasadena, CA 91101',
    birthdate: '1979-08-14',
    linkedin: 'linkedin.com/in/alexmorgan-wd',
  },
  {
    key: 'lauren',
    firstName: 'Lauren',
    lastName: 'Kim',
    email: 'lauren.kim@wildfiredefense.example',
    personalEmail: 'laurenkim.cpa@example.com',
    position: 'Controller',
    department: 'Finance',
    reportsTo: 'alex',
    salary: 142_000,
    hired: '2019-09-30',
    location: 'office',
    city: 'Pasadena',
    address: '1880 E Washington Blvd, Pasadena, CA 91104',
    birthdate: '1983-02-09',
  },
  {
    key: 'omar',
    firstName: 'Omar',
    lastName: 'Haddad',
    userEmail: 'ops@demo.test',
    email: null,
    personalEmail: 'omar.haddad@example.net',
    position: 'Field Operations Lead',
    department: 'Operations',
    reportsTo: 'alex',
    salary: 96_000,
    hired: '2020-06-01',
    location: 'office',
    city: 'Santa Clarita',
    address: '26540 Bouquet Canyon Rd, Santa Clarita, CA 91350',
    birthdate: '1986-11-23',
  },
  {
    key: 'ethan',
    firstName: 'Ethan',
    lastName: 'Brooks',
    email: 'ethan.brooks@wildfiredefense.example',
    personalEmail: 'ethanbrooks.pe@example.com',
    position: 'Hydraulic Systems Engineer',
    department: 'Engineering',
    reportsTo: 'alex',
    salary: 128_000,
    hired: '2020-11-16',
    location: 'office',
    city: 'Pasadena',
    address: '2210 Lake Ave, Altadena, CA 91001',
    birthdate: '1984-05-30',
    linkedin: 'linkedin.com/in/ethan-brooks-hydraulics',
  },
  {
    key: 'priya',
    firstName: 'Priya',
    lastName: 'Nair',
    userEmail: 'pm@demo.test',
    email: null,
    personalEmail: 'priya.nair.pm@example.com',
    position: 'Senior Project Manager',
    department: 'Operations',
    reportsTo: 'omar',
    salary: 118_000,
    hired: '2021-02-22',
    location: 'hybrid',
    city: 'Glendale',
    address: '1021 N Pacific Ave, Glendale, CA 91202',
    birthdate: '1988-03-17',
  },
  {
    key: 'aisha',
    firstName: 'Aisha',
    lastName: 'Johnson',
    email: 'aisha.johnson@wildfiredefense.example',
    personalEmail: 'aisha.j.hr@example.com',
    position: 'HR Generalist',
    department: 'Human Resources',
    reportsTo: 'lauren',
    salary: 84_000,
    hired: '2021-07-19',
    location: 'office',
    city: 'Pasadena',
    address: '735 E Del Mar Blvd, Pasadena, CA 91101',
    birthdate: '1990-12-02',
  },
  {
    key: 'diego',
    firstName: 'Diego',
    lastName: 'Alvarez',
    userEmail: 'dev@demo.test',
    email: null,
    personalEmail: 'diego.alvarez.dev@example.com',
    position: 'Senior Software Engineer',
    department: 'Engineering',
    reportsTo: 'ethan',
    salary: 152_000,
    hired: '2021-09-07',
    location: 'remote',
    city: 'San Diego',
    address: '3915 Georgia St, San Diego, CA 92103',
    birthdate: '1989-07-04',
    linkedin: 'linkedin.com/in/diegoalvarez-dev',
  },
  {
    key: 'daniel',
    firstName: 'Daniel',
    lastName: 'Cho',
    email: 'daniel.cho@wildfiredefense.example',
    personalEmail: 'dcho.esq@example.com',
    position: 'Corporate Counsel',
    department: 'Legal',
    reportsTo: 'alex',
    salary: 165_000,
    hired: '2022-02-14',
    location: 'hybrid',
    city: 'Los Angeles',
    address: '640 S Curson Ave, Los Angeles, CA 90036',
    birthdate: '1981-10-19',
  },
  {
    key: 'hannah',
    firstName: 'Hannah',
    lastName: 'Wright',
    userEmail: 'accounts@demo.test',
    email: null,
    personalEmail: 'hannah.wright@example.org',
    position: 'Account Executive',
    department: 'Sales',
    reportsTo: 'alex',
    salary: 88_000,
    hired: '2022-04-04',
    location: 'office',
    city: 'Irvine',
    address: '48 Tall Oak, Irvine, CA 92603',
    birthdate: '1992-04-28',
  },
  {
    key: 'sofia',
    firstName: 'Sofia',
    lastName: 'Chen',
    userEmail: 'support@demo.test',
    email: null,
    personalEmail: 'sofia.chen.home@example.com',
    position: 'Customer Success Specialist',
    department: 'Customer Success',
    reportsTo: 'alex',
    salary: 68_000,
    hired: '2022-08-15',
    location: 'hybrid',
    city: 'Arcadia',
    address: '151 E Foothill Blvd, Arcadia, CA 91006',
    birthdate: '1995-01-12',
  },
  {
    key: 'marcus',
    firstName: 'Marcus',
    lastName: 'Reed',
    email: 'marcus.reed@wildfiredefense.example',
    personalEmail: 'marcus.reed.mktg@example.com',
    position: 'Marketing Manager',
    department: 'Marketing',
    reportsTo: 'alex',
    salary: 105_000,
    hired: '2022-10-03',
    status: 'On Leave',
    location: 'hybrid',
    city: 'Santa Monica',
    address: '1228 Euclid St, Santa Monica, CA 90404',
    birthdate: '1987-06-21',
    linkedin: 'linkedin.com/in/marcusreed',
  },
  {
    key: 'maya',
    firstName: 'Maya',
    lastName: 'Lopez',
    email: 'maya.lopez@wildfiredefense.example',
    personalEmail: 'maya.lopez.home@example.com',
    position: 'Product Manager',
    department: 'Product',
    reportsTo: 'alex',
    salary: 132_000,
    hired: '2023-01-09',
    location: 'hybrid',
    city: 'Los Angeles',
    address: '2874 Rowena Ave, Los Angeles, CA 90039',
    birthdate: '1991-09-05',
    documents: [{ kind: 'nda', fileName: 'Maya Lopez - NDA.pdf', title: 'Mutual NDA' }],
  },
  {
    key: 'chloe',
    firstName: 'Chloe',
    lastName: 'Nguyen',
    email: 'chloe.nguyen@wildfiredefense.example',
    personalEmail: 'chloe.designs@example.com',
    position: 'UX Designer',
    department: 'Design',
    reportsTo: 'maya',
    salary: 112_000,
    hired: '2023-05-22',
    location: 'remote',
    city: 'Long Beach',
    address: '3520 E 3rd St, Long Beach, CA 90814',
    birthdate: '1994-03-03',
  },
  {
    key: 'noah',
    firstName: 'Noah',
    lastName: 'Bennett',
    userEmail: 'newhire@demo.test',
    email: null,
    personalEmail: 'noah.bennett@example.com',
    position: 'Partner Support Associate',
    department: 'Customer Success',
    reportsTo: 'sofia',
    salary: 58_000,
    hired: { daysAgo: 18 },
    location: 'office',
    city: 'Pasadena',
    address: '95 N Marengo Ave, Pasadena, CA 91101',
    birthdate: '1999-10-08',
    documents: [
      { kind: 'nda', fileName: 'Noah Bennett - NDA.pdf', title: 'Non-Disclosure Agreement' },
      {
        kind: 'contract',
        fileName: 'Noah Bennett - Employment Agreement.pdf',
        title: 'Employment Agreement',
      },
      {
        kind: 'eligibility',
        fileName: 'Noah Bennett - Form I-9.pdf',
        title: 'Employment Eligibility Verification (Form I-9)',
      },
    ],
  },
  {
    key: 'jordan',
    firstName: 'Jordan',
    lastName: 'Ellis',
    email: 'jordan.ellis@wildfiredefense.example',
    personalEmail: 'jordan.ellis@example.net',
    position: 'Installation Technician',
    department: 'Operations',
    reportsTo: 'omar',
    salary: 64_000,
    hired: '2021-04-12',
    ended: { daysAgo: 120 },
    status: 'Resigned',
    location: 'office',
    city: 'Temecula',
    address: '31095 Rancho Vista Rd, Temecula, CA 92592',
    birthdate: '1993-08-27',
  },
  {
    key: 'rebecca',
    firstName: 'Rebecca',
    lastName: 'Torres',
    email: 'rebecca.torres@wildfiredefense.example',
    personalEmail: 'rtorres.sales@example.com',
    position: 'Sales Development Representative',
    department: 'Sales',
    reportsTo: 'hannah',
    salary: 61_000,
    hired: '2023-03-06',
    ended: { daysAgo: 240 },
    status: 'Terminated',
    location: 'office',
    city: 'Irvine',
    address: '14 Sandpiper, Irvine, CA 92604',
    birthdate: '1997-02-14',
  },
  {
    key: 'kevin',
    firstName: 'Kevin',
    lastName: 'Park',
    email: 'kevin.park@wildfiredefense.example',
    personalEmail: 'kpark.firmware@example.com',
    position: 'Firmware Engineer (Contract)',
    department: 'Engineering',
    reportsTo: 'ethan',
    salary: 135_000,
    hired: '2022-01-10',
    ended: { daysAgo: 450 },
    status: 'Contract Ended',
    location: 'remote',
    city: 'Torrance',
    address: '22815 Hawthorne Blvd, Torrance, CA 90505',
    birthdate: '1985-12-11',
  },
];

interface DemoHrDocument {
  tab: HrDocumentTab;
  folder: string | null;
  name: string;
  fileName: string;
  category: HrDocumentCategory;
  uploadedBy: string;
  daysAgo: number;
  lines: string[];
}

export const DEMO_HR_FOLDERS: Array<{ tab: HrDocumentTab; name: string }> = [
  { tab: 'onboarding', name: 'New Hire Packets' },
  { tab: 'onboarding', name: 'Safety Training' },
  { tab: 'templates', name: 'Offer Letters' },
  { tab: 'templates', name: 'Performance Reviews' },
];

export const DEMO_HR_DOCUMENTS: DemoHrDocument[] = [
  {
    tab: 'onboarding',
    folder: 'New Hire Packets',
    name: 'Employee Handbook 2025',
    fileName: 'Employee Handbook 2025.pdf',
    category: 'Policies',
    uploadedBy: 'admin@demo.test',
    daysAgo: 64,
    lines: [
      'Welcome to Wildfire Defense. This handbook covers working hours, time off,',
      'expenses, conduct, and how we respond during Red Flag Warnings.',
      'Field staff: read the Safety Training folder before your first site visit.',
    ],
  },
  {
    tab: 'onboarding',
    folder: 'New Hire Packets',
    name: 'First Week Checklist',
    fileName: 'First Week Checklist.pdf',
    category: 'Onboarding',
    uploadedBy: 'admin@demo.test',
    daysAgo: 21,
    lines: [
      'Day 1: badge, laptop, portal account and two-factor sign-in.',
      'Day 2: ride along with a field crew (Santa Clarita or Pasadena).',
      'Day 3: panel basics - pumps, valves, structure and perimeter defense.',
      'Day 5: meet your manager to set 30-60-90 day goals.',
    ],
  },
  {
    tab: 'onboarding',
    folder: 'Safety Training',
    name: 'Wildfire Safety Orientation',
    fileName: 'Wildfire Safety Orientation.pdf',
    category: 'Safety',
    uploadedBy: 'ops@demo.test',
    daysAgo: 45,
    lines: [
      'Evacuation routes, Red Flag Warning procedures and crew check-in rules.',
      'Never enter an active evacuation zone without Operations approval.',
    ],
  },
  {
    tab: 'onboarding',
    folder: 'Safety Training',
    name: 'Field Crew PPE Requirements',
    fileName: 'Field Crew PPE Requirements.pdf',
    category: 'Safety',
    uploadedBy: 'ops@demo.test',
    daysAgo: 12,
    lines: [
      'Hard hat, eye protection, N95 respirator, FR clothing and gloves on every site.',
      'Inspect PPE before each visit; replace damaged items from the Pasadena store.',
    ],
  },
  {
    tab: 'onboarding',
    folder: null,
    name: 'Benefits Overview',
    fileName: 'Benefits Overview.pdf',
    category: 'Benefits',
    uploadedBy: 'admin@demo.test',
    daysAgo: 90,
    lines: [
      'Medical, dental and vision from the first of the month after your start date.',
      '401(k) with a 4 percent match; 15 days of paid time off plus holidays.',
    ],
  },
  {
    tab: 'templates',
    folder: 'Offer Letters',
    name: 'Offer Letter Template',
    fileName: 'Offer Letter Template.rtf',
    category: 'Templates',
    uploadedBy: 'admin@demo.test',
    daysAgo: 150,
    lines: [
      'Dear [Candidate Name],',
      'We are pleased to offer you the position of [Position] at Wildfire Defense,',
      'starting [Start Date], at an annual salary of [Salary].',
    ],
  },
  {
    tab: 'templates',
    folder: 'Performance Reviews',
    name: 'Annual Performance Review Form',
    fileName: 'Annual Performance Review Form.rtf',
    category: 'Forms',
    uploadedBy: 'admin@demo.test',
    daysAgo: 33,
    lines: [
      'Employee, manager, review period.',
      'Goals met, strengths, areas to grow, goals for next year.',
    ],
  },
  {
    tab: 'templates',
    folder: null,
    name: 'Timesheet Template',
    fileName: 'Timesheet Template.csv',
    category: 'Payroll',
    uploadedBy: 'admin@demo.test',
    daysAgo: 75,
    lines: ['Date,Project,Site,Hours,Notes'],
  },
  {
    tab: 'templates',
    folder: null,
    name: 'PTO Request Form',
    fileName: 'PTO Request Form.pdf',
    category: 'Forms',
    uploadedBy: 'admin@demo.test',
    daysAgo: 8,
    lines: [
      'Name, dates requested, type (vacation, sick, personal), manager approval.',
      'Submit at least two weeks ahead; no PTO in declared fire emergencies.',
    ],
  },
];

/** A small, valid one-page PDF showing a title and a few lines (ASCII). */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT',
    '/F1 18 Tf',
    '72 720 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf',
    '0 -30 Td',
    ...lines.flatMap((line) => [`(${escape(line)}) Tj`, '0 -16 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${String(Buffer.byteLength(content, 'latin1'))} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${String(index + 1)} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The bytes of a demo file by its type: a PDF, an RTF document or CSV text. */
function demoFile(fileName: string, title: string, lines: readonly string[]): Buffer {
  const extension = hrDocumentType(fileName)?.extension;
  if (extension === 'rtf') {
    const escape = (text: string) => text.replace(/[\\{}]/g, (c) => `\\${c}`);
    return Buffer.from(
      `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0\\fs32 ${escape(title)}\\par\\fs22\n${lines.map((l) => `${escape(l)}\\par`).join('\n')}\n}\n`,
    );
  }
  if (extension === 'csv') return Buffer.from(`${lines.join('\r\n')}\r\n`);
  return demoPdf(title, lines);
}

async function storeDemoFile(files: FileStorage, folder: string, bytes: Buffer) {
  const key = newStorageKey(folder);
  const size = await files.put(key, Readable.from([bytes]), HR_DOCUMENT_MAX_BYTES);
  return { key, size };
}

/**
 * HR demo data: section 9's departments and Design, the staff records, a few staff documents,
 * and HR Documents with folders on both tabs. The files go into the file store so Download
 * works; without a store (a bare seeding) the documents are left out.
 */
export async function seedDemoHr(tx: Executor, now: Date, files?: FileStorage) {
  const names = [...new Set<string>([...DEPARTMENTS, ...STAFF_FILTER_DEPARTMENTS])];
  const departmentRows = await tx
    .insert(departments)
    .values(names.map((name) => ({ name, description: DEPARTMENT_DESCRIPTIONS[name] ?? '' })))
    .returning({ id: departments.id, name: departments.name });
  const departmentId = (name: string) => departmentRows.find((d) => d.name === name)!.id;

  const emails = [
    ...new Set([
      ...DEMO_STAFF.flatMap((s) => (s.userEmail ? [s.userEmail] : [])),
      ...DEMO_HR_DOCUMENTS.map((d) => d.uploadedBy),
    ]),
  ];
  const userRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const userId = (email: string) => userRows.find((u) => u.email === email)?.id ?? null;
  const dayBefore = (daysAgo: number) => calendarDay(new Date(now.getTime() - daysAgo * DAY_MS));

  const staffIds = new Map<string, number>();
  for (const s of DEMO_STAFF) {
    const [row] = await tx
      .insert(staffMembers)
      .values({
        userId: s.userEmail ? userId(s.userEmail) : null,
        firstName: s.firstName,
        lastName: s.lastName,
        email: s.email,
        personalEmail: s.personalEmail,
        position: s.position,
        departmentId: departmentId(s.department),
        reportsToId: s.reportsTo ? staffIds.get(s.reportsTo)! : null,
        salaryCents: s.salary * 100,
        hireDate: typeof s.hired === 'string' ? s.hired : dayBefore(s.hired.daysAgo),
        endDate: s.ended ? dayBefore(s.ended.daysAgo) : null,
        status: s.status ?? 'Active',
        location: s.location,
        city: s.city,
        address: s.address,
        socialMedia: s.linkedin ? { linkedin: s.linkedin } : {},
        birthdate: s.birthdate,
      })
      .returning({ id: staffMembers.id });
    staffIds.set(s.key, row!.id);
  }

  const folderRows = await tx
    .insert(hrFolders)
    .values(DEMO_HR_FOLDERS.map((f) => ({ ...f, createdBy: userId('admin@demo.test') })))
    .returning({ id: hrFolders.id, tab: hrFolders.tab, name: hrFolders.name });

  if (!files) return;
  for (const s of DEMO_STAFF) {
    for (const document of s.documents ?? []) {
      const staffId = staffIds.get(s.key)!;
      const bytes = demoPdf(document.title, [
        `${s.firstName} ${s.lastName}, ${s.position}`,
        'Signed copy on file with Human Resources.',
      ]);
      const stored = await storeDemoFile(files, `staff-${String(staffId)}`, bytes);
      await tx.insert(staffDocuments).values({
        staffId,
        kind: document.kind,
        fileName: document.fileName,
        storageKey: stored.key,
        contentType: 'application/pdf',
        sizeBytes: stored.size,
        uploadedBy: userId('admin@demo.test'),
      });
    }
  }
  for (const d of DEMO_HR_DOCUMENTS) {
    const stored = await storeDemoFile(
      files,
      'hr-documents',
      demoFile(d.fileName, d.name, d.lines),
    );
    const at = new Date(now.getTime() - d.daysAgo * DAY_MS);
    await tx.insert(hrDocuments).values({
      tab: d.tab,
      folderId: d.folder
        ? folderRows.find((f) => f.tab === d.tab && f.name === d.folder)!.id
        : null,
      name: d.name,
      category: d.category,
      fileName: d.fileName,
      storageKey: stored.key,
      contentType: hrDocumentType(d.fileName)!.contentType,
      sizeBytes: stored.size,
      uploadedBy: userId(d.uploadedBy),
      createdAt: at,
      updatedAt: at,
    });
  }
}
