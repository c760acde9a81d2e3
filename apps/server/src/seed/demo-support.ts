import { inArray } from 'drizzle-orm';
import type {
  TicketCategory,
  TicketMessageRole,
  TicketPriority,
  TicketStatus,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  properties,
  supportTickets,
  ticketCollaborators,
  ticketMessages,
  users,
} from '../db/schema';
import {
  collaboratorAddedNote,
  openedByStaffNote,
  openedFromPortalNote,
  statusChangedNote,
} from '../services/support-desk/system-notes';

/** Said by a demo account (by email): `[hoursAgo, from, role, content]`. */
type DemoMessage = [number, string, Exclude<TicketMessageRole, 'system'>, string];

/** A system note, written with the desk's own wording once the names are known. */
interface DemoEvent {
  hoursAgo: number;
  note: (name: (email: string) => string) => string;
}

const statusChanged = (hoursAgo: number, by: string, from: string, to: string): DemoEvent => ({
  hoursAgo,
  note: (name) => statusChangedNote(from, to, name(by)),
});

const collaboratorAdded = (hoursAgo: number, by: string, added: string): DemoEvent => ({
  hoursAgo,
  note: (name) => collaboratorAddedNote(name(by), name(added)),
});

interface DemoTicket {
  subject: string;
  description: string;
  customer: string;
  property: string | null;
  priority: TicketPriority;
  status: TicketStatus;
  category: TicketCategory;
  assignee: string | null;
  /** Who opened it: the customer from the portal, or staff for them. */
  openedBy: string;
  hoursAgo: number;
  collaborators?: string[];
  /** After the note that opens the ticket, which is written from `openedBy`. */
  messages: (DemoMessage | DemoEvent)[];
}

const OWNER = 'owner@demo.test';
const SINGLE = 'single@demo.test';
const GUEST = 'guest@demo.test';
const SUPPORT = 'support@demo.test';
const ADMIN = 'admin@demo.test';
const PM = 'pm@demo.test';

/** Everyone the tickets name, as author, assignee, collaborator or in a system note. */
const DEMO_PEOPLE = [OWNER, SINGLE, GUEST, SUPPORT, ADMIN, PM];

const DAY = 24;

/**
 * Support tickets of the demo customers (owner@, single@, guest@), oldest first so their
 * numbers (TICK-001 …) follow the order they came in, each with a conversation of customer,
 * staff, internal and system messages.
 */
// prettier-ignore
export const DEMO_TICKETS: DemoTicket[] = [
  {
    subject: 'Update the card on file ending 4242',
    description: 'Our Visa ending 4242 expires at the end of the month. Please switch the monthly plan to the new card we will give you over the phone.',
    customer: OWNER, property: null, openedBy: OWNER, hoursAgo: 40 * DAY,
    priority: 'Low', status: 'Closed', category: 'Billing', assignee: ADMIN,
    messages: [
      [40 * DAY - 3, ADMIN, 'support', 'Thanks Olivia. For your security we never take card numbers by email; our billing team will call you tomorrow morning to take the new card.'],
      [39 * DAY, ADMIN, 'internal', 'Called at 9:10, new card saved in the billing system. Next invoice uses it.'],
      [39 * DAY - 1, ADMIN, 'support', 'The new card is on file and your next invoice will use it. Closing this one.'],
      statusChanged(39 * DAY - 1, ADMIN, 'Open', 'Closed'),
    ],
  },
  {
    subject: 'How do I add my wife as a user?',
    description: 'My wife Anita should be able to see the Julian cabin dashboard and get the alerts too. How do I give her access?',
    customer: SINGLE, property: null, openedBy: SINGLE, hoursAgo: 30 * DAY,
    priority: 'Low', status: 'Closed', category: 'Account', assignee: SUPPORT,
    messages: [
      [30 * DAY - 2, SUPPORT, 'support', 'Hi Sam, open Manage Users from the menu, choose Invite User, enter her email and pick Property User (or Property Manager if she should start the system too). She gets an email with a link to set her password.'],
      [29 * DAY, SINGLE, 'customer', 'Done, she is in. Thank you!'],
      statusChanged(29 * DAY - 1, SUPPORT, 'Open', 'Closed'),
    ],
  },
  {
    subject: 'Invoice shows the inspection visit twice',
    description: 'The invoice list shows the annual inspection visit ($50.00) and I think we were charged for it twice in the same quarter. Could you check?',
    customer: OWNER, property: 'Topanga Ridge Retreat', openedBy: OWNER, hoursAgo: 12 * DAY,
    priority: 'Medium', status: 'Pending', category: 'Billing', assignee: ADMIN,
    messages: [
      [11 * DAY, ADMIN, 'support', 'Thanks for flagging this. I only see one inspection charge on the Rivera Family account. Could you send the date of the second charge from your card statement?'],
      [11 * DAY - 1, ADMIN, 'internal', 'Billing shows a single INSP invoice. Likely a card pre-authorisation. Waiting on the customer before refunding anything.'],
      statusChanged(11 * DAY - 1, ADMIN, 'Open', 'Pending'),
    ],
  },
  {
    subject: 'Activate button is greyed out on the Malibu dashboard',
    description: 'I can see the Malibu dashboard, pumps and valves, but Activate Manual Mode is greyed out for me. Is something broken?',
    customer: GUEST, property: 'Malibu Canyon Residence', openedBy: GUEST, hoursAgo: 9 * DAY,
    priority: 'Low', status: 'Solved', category: 'Account', assignee: SUPPORT,
    messages: [
      [9 * DAY - 1, SUPPORT, 'internal', 'Grace is a Guest on 1001, so controls are hidden by design. Nothing broken.'],
      [9 * DAY - 2, SUPPORT, 'support', 'Hi Grace, nothing is broken: you are a Guest on the Malibu property, which lets you watch the system but not start it. Olivia, as the owner, can make you a Property Manager from Manage Users if you should control it.'],
      [8 * DAY, GUEST, 'customer', 'That makes sense, I will ask Olivia. Thanks.'],
      statusChanged(8 * DAY - 1, SUPPORT, 'New Response', 'Resolved'),
    ],
  },
  {
    subject: 'Is the structure defense test run scheduled for this month?',
    description: 'Last year somebody came out in October to run the structure defense test before the Santa Ana season. Is that booked for the Julian cabin this year?',
    customer: SINGLE, property: 'Julian Hillside Cabin', openedBy: SINGLE, hoursAgo: 7 * DAY,
    priority: 'Medium', status: 'Solved', category: 'Maintenance', assignee: SUPPORT,
    collaborators: [ADMIN],
    messages: [
      [7 * DAY - 1, SUPPORT, 'internal', 'Alex, can we fit the Julian test run into next week’s San Diego County loop?'],
      collaboratorAdded(7 * DAY - 1, SUPPORT, ADMIN),
      [6 * DAY, ADMIN, 'internal', 'Booked for next Tuesday between 9 and 12. Crew from Backcountry Water.'],
      [6 * DAY - 1, SUPPORT, 'support', 'Hi Sam, the structure defense test run is booked for next Tuesday between 9:00 and 12:00. The crew will ring before they arrive; nobody needs to be home.'],
      statusChanged(6 * DAY - 1, SUPPORT, 'Open', 'Resolved'),
    ],
  },
  {
    subject: 'Altadena panel shows System Offline since the install',
    description: 'The Altadena Foothills Home dashboard has said System Offline since the installers left. The panel lights are on in the garage. Can you check the connection?',
    customer: OWNER, property: 'Altadena Foothills Home', openedBy: OWNER, hoursAgo: 5 * DAY,
    priority: 'High', status: 'Open', category: 'System Issue', assignee: SUPPORT,
    messages: [
      [5 * DAY - 2, SUPPORT, 'support', 'Thanks Olivia. The Altadena panel (1004) has never reported to us, so the cellular gateway is the first suspect. We are checking its SIM with the carrier today.'],
      [5 * DAY - 3, SUPPORT, 'internal', 'Gateway SIM never activated on the carrier side. Ticket raised with the carrier, reference VZ-88213. If that is not it, send a crew to swap the gateway.'],
      [2 * DAY, OWNER, 'customer', 'Any news? The fire weather forecast for the foothills looks bad for the weekend.'],
      [2 * DAY - 1, SUPPORT, 'support', 'The carrier is activating the SIM today. If the panel is still offline tomorrow morning we will send a crew to replace the gateway before the weekend.'],
    ],
  },
  {
    subject: 'Annual inspection for the January 2024 California rules',
    description: 'Our insurer asks for proof of the annual third-party inspection (10,000 gallon storage, 72-hour battery backup) for the Malibu property. Please schedule it and send the report.',
    customer: OWNER, property: 'Malibu Canyon Residence', openedBy: SUPPORT, hoursAgo: 4 * DAY,
    priority: 'Medium', status: 'In Progress', category: 'Maintenance', assignee: SUPPORT,
    messages: [
      [4 * DAY - 1, SUPPORT, 'support', 'Hi Olivia, as discussed on the phone: the inspector from Canyon Fire Services will come on the 14th and we will send the signed report the same week.'],
      statusChanged(4 * DAY - 1, SUPPORT, 'Open', 'In Progress'),
    ],
  },
  {
    subject: 'Add a perimeter zone for the new orchard',
    description: 'We planted a new avocado orchard on the east slope at Ojai Valley Ranch. We would like the perimeter defense extended to cover it. What would that involve?',
    customer: OWNER, property: 'Ojai Valley Ranch', openedBy: OWNER, hoursAgo: 3 * DAY,
    priority: 'Low', status: 'Open', category: 'Installation', assignee: null,
    collaborators: [PM],
    messages: [
      [3 * DAY - 2, SUPPORT, 'internal', 'Needs a site assessment and an estimate: a project for the PM team.'],
      collaboratorAdded(3 * DAY - 2, SUPPORT, PM),
      [2 * DAY, PM, 'internal', 'The east slope is about 1.5 acres: two more perimeter heads and a longer supply line. Convert it to a project once Olivia wants the site assessment.'],
    ],
  },
  {
    subject: 'Pump #2 pressure drops during the weekly test',
    description: 'During the weekly test on Sunday, Pump #2 at the Malibu house fell to about 40 PSI after two minutes while Pump #1 held steady. Is the pump failing?',
    customer: OWNER, property: 'Malibu Canyon Residence', openedBy: OWNER, hoursAgo: 2 * DAY,
    priority: 'Critical', status: 'New Response', category: 'System Issue', assignee: SUPPORT,
    messages: [
      [2 * DAY - 1, SUPPORT, 'support', 'Thanks Olivia, that is not normal. Could you run a structure defense test from the dashboard and tell us what Pump #2 reads after five minutes?'],
      [2 * DAY - 2, SUPPORT, 'internal', 'Pressure history for WD-1001 shows Pump #2 sagging since last week. Possibly an intake filter. Red Flag season: treat as critical.'],
      [20, OWNER, 'customer', 'Ran the test: Pump #2 was at 38 PSI after five minutes, Pump #1 at 72.'],
    ],
  },
  {
    subject: 'Red Flag Warning: can I pre-wet the roof remotely?',
    description: 'The National Weather Service issued a Red Flag Warning for the Cuyamaca area tonight. Can I start structure defense from my phone ahead of time, and how long should it run?',
    customer: SINGLE, property: 'Julian Hillside Cabin', openedBy: SINGLE, hoursAgo: 6,
    priority: 'High', status: 'New', category: 'General', assignee: null,
    messages: [],
  },
  {
    subject: 'Smoke smell near the agitator pump housing',
    description: 'There is a faint electrical smoke smell near the agitator pump housing at the Malibu house. Nothing is running right now. Should we switch anything off?',
    customer: GUEST, property: 'Malibu Canyon Residence', openedBy: GUEST, hoursAgo: 2,
    priority: 'Critical', status: 'New', category: 'Maintenance', assignee: null,
    messages: [],
  },
];

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** Seed the demo tickets with their conversations and collaborators. */
export async function seedDemoSupport(tx: Executor, now: Date) {
  const people = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, DEMO_PEOPLE));
  const person = (email: string) => {
    const found = people.find((p) => p.email === email);
    if (!found) throw new Error(`demo user ${email} missing`);
    return found;
  };
  const names = [...new Set(DEMO_TICKETS.flatMap((t) => (t.property ? [t.property] : [])))];
  const places = await tx
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(inArray(properties.name, names));
  const propertyId = (name: string | null) => {
    if (name === null) return null;
    const found = places.find((p) => p.name === name);
    if (!found) throw new Error(`demo property ${name} missing`);
    return found.id;
  };

  const name = (email: string) => person(email).name;
  const hoursAgoOf = (m: DemoMessage | DemoEvent) => (Array.isArray(m) ? m[0] : m.hoursAgo);

  for (const demo of DEMO_TICKETS) {
    const lastMessage = Math.min(demo.hoursAgo, ...demo.messages.map(hoursAgoOf));
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        subject: demo.subject,
        description: demo.description,
        customerId: person(demo.customer).id,
        propertyId: propertyId(demo.property),
        priority: demo.priority,
        status: demo.status,
        category: demo.category,
        assigneeId: demo.assignee ? person(demo.assignee).id : null,
        createdById: person(demo.openedBy).id,
        createdAt: hoursBefore(now, demo.hoursAgo),
        updatedAt: hoursBefore(now, lastMessage),
      })
      .returning({ id: supportTickets.id });
    const customerName = name(demo.customer);
    const opened = {
      hoursAgo: demo.hoursAgo,
      note: () =>
        demo.openedBy === demo.customer
          ? openedFromPortalNote(customerName)
          : openedByStaffNote(name(demo.openedBy), customerName),
    };
    await tx.insert(ticketMessages).values(
      [opened, ...demo.messages].map((m) => {
        const author = Array.isArray(m) ? person(m[1]) : null;
        return {
          ticketId: ticket!.id,
          authorId: author?.id ?? null,
          authorName: author?.name ?? 'System',
          role: Array.isArray(m) ? m[2] : ('system' as const),
          content: Array.isArray(m) ? m[3] : m.note(name),
          createdAt: hoursBefore(now, hoursAgoOf(m)),
        };
      }),
    );
    if (demo.collaborators?.length) {
      await tx.insert(ticketCollaborators).values(
        demo.collaborators.map((email) => ({
          ticketId: ticket!.id,
          userId: person(email).id,
          addedAt: hoursBefore(now, demo.hoursAgo - 1),
        })),
      );
    }
  }
}
