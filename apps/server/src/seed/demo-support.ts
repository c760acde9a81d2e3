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

interface DemoMessage {
  /** A demo account's email, or null for the system. */
  from: string | null;
  role: TicketMessageRole;
  content: string;
  hoursAgo: number;
}

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
  messages: DemoMessage[];
}

const OWNER = 'owner@demo.test';
const SINGLE = 'single@demo.test';
const GUEST = 'guest@demo.test';
const SUPPORT = 'support@demo.test';
const ADMIN = 'admin@demo.test';
const PM = 'pm@demo.test';

const DAY = 24;

/**
 * Support tickets of the demo customers (owner@, single@, guest@), oldest first so their
 * numbers (TICK-001 …) follow the order they came in, each with a conversation of customer,
 * staff, internal and system messages.
 */
export const DEMO_TICKETS: DemoTicket[] = [
  {
    subject: 'Update the card on file ending 4242',
    description:
      'Our Visa ending 4242 expires at the end of the month. Please switch the monthly plan to the new card we will give you over the phone.',
    customer: OWNER,
    property: null,
    priority: 'Low',
    status: 'Closed',
    category: 'Billing',
    assignee: ADMIN,
    openedBy: OWNER,
    hoursAgo: 40 * DAY,
    messages: [
      {
        from: null,
        role: 'system',
        content: 'Ticket opened by Olivia Rivera from the customer portal.',
        hoursAgo: 40 * DAY,
      },
      {
        from: ADMIN,
        role: 'support',
        content:
          'Thanks Olivia. For your security we never take card numbers by email; our billing team will call you tomorrow morning to take the new card.',
        hoursAgo: 40 * DAY - 3,
      },
      {
        from: ADMIN,
        role: 'internal',
        content: 'Called at 9:10, new card saved in the billing system. Next invoice uses it.',
        hoursAgo: 39 * DAY,
      },
      {
        from: ADMIN,
        role: 'support',
        content: 'The new card is on file and your next invoice will use it. Closing this one.',
        hoursAgo: 39 * DAY - 1,
      },
      {
        from: null,
        role: 'system',
        content: 'Status changed from Open to Closed by Alex Morgan.',
        hoursAgo: 39 * DAY - 1,
      },
    ],
  },
  {
    subject: 'How do I add my wife as a user?',
    description:
      'My wife Anita should be able to see the Julian cabin dashboard and get the alerts too. How do I give her access?',
    customer: SINGLE,
    property: null,
    priority: 'Low',
    status: 'Closed',
    category: 'Account',
    assignee: SUPPORT,
    openedBy: SINGLE,
    hoursAgo: 30 * DAY,
    messages: [
      {
        from: null,
        role: 'system',
        content: 'Ticket opened by Sam Patel from the customer portal.',
        hoursAgo: 30 * DAY,
      },
      {
        from: SUPPORT,
        role: 'support',
        content:
          'Hi Sam, open Manage Users from the menu, choose Invite User, enter her email and pick Property User (or Property Manager if she should start the system too). She gets an email with a link to set her password.',
        hoursAgo: 30 * DAY - 2,
      },
      {
        from: SINGLE,
        role: 'customer',
        content: 'Done, she is in. Thank you!',
        hoursAgo: 29 * DAY,
      },
      {
        from: null,
        role: 'system',
        content: 'Status changed from Open to Closed by Sofia Chen.',
        hoursAgo: 29 * DAY - 1,
      },
    ],
  },
  {
    subject: 'Invoice shows the inspection visit twice',
    description:
      'The invoice list shows the annual inspection visit ($50.00) and I think we were charged for it twice in the same quarter. Could you check?',
    customer: OWNER,
    property: 'Topanga Ridge Retreat',
    priority: 'Medium',
    status: 'Pending',
    category: 'Billing',
    assignee: ADMIN,
    openedBy: OWNER,
    hoursAgo: 12 * DAY,
    messages: [
      {
        from: null,
        role: 'system',
        content: 'Ticket opened by Olivia Rivera from the customer portal.',
        hoursAgo: 12 * DAY,
      },
      {
        from: ADMIN,
        role: 'support',
        content:
          'Thanks for flagging this. I only see one inspection charge on the Rivera Family account. Could you send the date of the second charge from your card statement?',
        hoursAgo: 11 * DAY,
      },
      {
        from: ADMIN,
        role: 'internal',
        content:
          'Billing shows a single INSP invoice. Likely a card pre-authorisation. Waiting on the customer before refunding anything.',
        hoursAgo: 11 * DAY - 1,
      },
      {
        from: null,
        role: 'system',
        content: 'Status changed from Open to Pending by Alex Morgan.',
        hoursAgo: 11 * DAY - 1,
      },
    ],
  },
  {
    subject: 'Activate button is greyed out on the Malibu dashboard',
    description:
      'I can see the Malibu dashboard, pumps and valves, but Activate Manual Mode is greyed out for me. Is something broken?',
    customer: GUEST,
    property: 'Malibu Canyon Residence',
    priority: 'Low',
    status: 'Solved',
    category: 'Account',
    assignee: SUPPORT,
    openedBy: GUEST,
    hoursAgo: 9 * DAY,
    messages: [
      {
        from: null,
        role: 'system',
        content: 'Ticket opened by Grace Kim from the customer portal.',
        hoursAgo: 9 * DAY,
      },
      {
        from: SUPPORT,
        role: 'internal',
        content: 'Grace is a Guest on 1001, so controls are hidden by design. Nothing broken.',
        hoursAgo: 9 * DAY - 1,
      },
      {
        from: SUPPORT,
        role: 'support',
        content:
          'Hi Grace, nothing is broken: you are a Guest on the Malibu property, which lets you watch the system but not start it. Olivia, as the owner, can make you a Property Manager from Manage Users if you should control it.',
        hoursAgo: 9 * DAY - 2,
      },
      {
        from: GUEST,
        role: 'customer',
        content: 'That makes sense, I will ask Olivia. Thanks.',
        hoursAgo: 8 * DAY,
      },
      {
        from: null,
        role: 'system',
        content: 'Status changed from New Response to Resolved by Sofia Chen.',
        hoursAgo: 8 * DAY - 1,
      },
    ],
  },
  {
    subject: 'Is the structure defense test run scheduled for this month?',
    description:
      'Last year somebody came out in October to run the structure defense test before the Santa Ana season. Is that booked for the Julian cabin this year?',
    customer: SINGLE,
    property: 'Julian Hillside Cabin',
    priority: 'Medium',
    status: 'Solved',
    category: 'Maintenance',
    assignee: SUPPORT,
    openedBy: SINGLE,
    hoursAgo: 7 * DAY,
    collaborators: [ADMIN],
    messages: [
      {
        from: null,
        role: 'system',
        content: 'Ticket opened by Sam Patel from the customer portal.',
        hoursAgo: 7 * DAY,
      },
      {
        from: SUPPORT,
        role: 'internal',
        content: 'Alex, can we fit the Julian test run into next week’s San Diego County loop?',
        hoursAgo: 7 * DAY - 1,
      },
      {
        from: null,
        role: 'system',
        content: 'Sofia Chen added Alex Morgan as a collaborator.',
        hoursAgo: 7 * DAY - 1,
      },
      {
        from: ADMIN,
        role: 'internal',
        content: 'Booked for next Tuesday between 9 and 12. Crew from Backcountry Water.',
        hoursAgo: 6 * DAY,
      },
      {
        from: SUPPORT,
        role: 'support',
        content:
          'Hi Sam, the structure defense test run is booked for next Tuesday between 9:00 and 12:00. The crew will ring before they arrive; nobody needs to be home.',
        hoursAgo: 6 * DAY - 1,
      },
      {
        from: null,
        role: 'system',
        content: 'Status changed from Open to Resolved by Sofia Chen.',
        hoursAgo: 6 * DAY - 1,
      },
    ],
  },
  {
    subject: 'Altadena panel shows System Offline since the install',
    description:
      'The Altadena Foothills Home dashboard has said System Offline since the installers left. The panel lights are on in the garage. Can you check the connection?',
    customer: OWNER,
    property: 'Altadena Foothills Home',
    priority: 'High',
    status: 'Open',
    category: 'System Issue',
    assignee: SUPPORT,
    openedBy: OWNER,
    hoursAgo: 5 * DAY,
    messages: [
      {
        from: null,
        role: 'system',
        content: 'Ticket opened by Olivia Rivera from the customer portal.',
        hoursAgo: 5 * DAY,
      },
      {
        from: SUPPORT,
        role: 'support',
        content:
          'Thanks Olivia. The Altadena panel (1004) has never reported to us, so the cellular gateway is the first suspect. We are checking its SIM with the carrier today.',
        hoursAgo: 5 * DAY - 2,
      },
      {
        from: SUPPORT,
        role: 'internal',
        content:
          'Gateway SIM never activated on the carrier side. Ticket raised with the carrier, reference VZ-88213. If that is not it, send a crew to swap the gateway.',
        hoursAgo: 5 * DAY - 3,
      },
      {
        from: OWNER,
        role: 'customer',
        content: 'Any news? The fire weather forecast for the foothills looks bad for the weekend.',
        hoursAgo: 2 * DAY,
      },
      {
        from: SUPPORT,
        role: 'support',
        content:
          'The carrier is activating the SIM today. If the panel is still offline tomorrow morning we will send a crew to replace the gateway before the weekend.',
        hoursAgo: 2 * DAY - 1,
      },
    ],
  },
  {
    subject: 'Annual inspection for the January 2024 California rules',
    description:
      'Our insurer asks for proof of the annual third-party inspection (10,000 gallon storage, 72-hour battery backup) for the Malibu property. Please schedule it and send the report.',
    customer: OWNER,
    property: 'Malibu Canyon Residence',
    priority: 'Medium',
    status: 'In Progress',
    category: 'Maintenance',
    assignee: SUPPORT,
    openedBy: SUPPORT,
    hoursAgo: 4 * DAY,
    messages: [
      {
        from: null,
        role: 'system',
        content: 'Ticket opened by Sofia Chen for Olivia Rivera.',
        hoursAgo: 4 * DAY,
      },
      {
        from: SUPPORT,
        role: 'support',
        content:
          'Hi Olivia, as discussed on the phone: the inspector from Canyon Fire Services will come on the 14th and we will send the signed report the same week.',
        hoursAgo: 4 * DAY - 1,
      },
      {
        from: null,
        role: 'system',
        content: 'Status changed from Open to In Progress by Sofia Chen.',
        hoursAgo: 4 * DAY - 1,
      },
    ],
  },
  {
    subject: 'Add a perimeter zone for the new orchard',
    description:
      'We planted a new avocado orchard on the east slope at Ojai Valley Ranch. We would like the perimeter defense extended to cover it. What would that involve?',
    customer: OWNER,
    property: 'Ojai Valley Ranch',
    priority: 'Low',
    status: 'Open',
    category: 'Installation',
    assignee: null,
    openedBy: OWNER,
    hoursAgo: 3 * DAY,
    collaborators: [PM],
    messages: [
      {
        from: null,
        role: 'system',
        content: 'Ticket opened by Olivia Rivera from the customer portal.',
        hoursAgo: 3 * DAY,
      },
      {
        from: SUPPORT,
        role: 'internal',
        content: 'Needs a site assessment and an estimate: a project for the PM team.',
        hoursAgo: 3 * DAY - 2,
      },
      {
        from: null,
        role: 'system',
        content: 'Sofia Chen added Priya Nair as a collaborator.',
        hoursAgo: 3 * DAY - 2,
      },
      {
        from: PM,
        role: 'internal',
        content:
          'The east slope is about 1.5 acres: two more perimeter heads and a longer supply line. Convert it to a project once Olivia wants the site assessment.',
        hoursAgo: 2 * DAY,
      },
    ],
  },
  {
    subject: 'Pump #2 pressure drops during the weekly test',
    description:
      'During the weekly test on Sunday, Pump #2 at the Malibu house fell to about 40 PSI after two minutes while Pump #1 held steady. Is the pump failing?',
    customer: OWNER,
    property: 'Malibu Canyon Residence',
    priority: 'Critical',
    status: 'New Response',
    category: 'System Issue',
    assignee: SUPPORT,
    openedBy: OWNER,
    hoursAgo: 2 * DAY,
    messages: [
      {
        from: null,
        role: 'system',
        content: 'Ticket opened by Olivia Rivera from the customer portal.',
        hoursAgo: 2 * DAY,
      },
      {
        from: SUPPORT,
        role: 'support',
        content:
          'Thanks Olivia, that is not normal. Could you run a structure defense test from the dashboard and tell us what Pump #2 reads after five minutes?',
        hoursAgo: 2 * DAY - 1,
      },
      {
        from: SUPPORT,
        role: 'internal',
        content:
          'Pressure history for WD-1001 shows Pump #2 sagging since last week. Possibly an intake filter. Red Flag season: treat as critical.',
        hoursAgo: 2 * DAY - 2,
      },
      {
        from: OWNER,
        role: 'customer',
        content: 'Ran the test: Pump #2 was at 38 PSI after five minutes, Pump #1 at 72.',
        hoursAgo: 20,
      },
    ],
  },
  {
    subject: 'Red Flag Warning: can I pre-wet the roof remotely?',
    description:
      'The National Weather Service issued a Red Flag Warning for the Cuyamaca area tonight. Can I start structure defense from my phone ahead of time, and how long should it run?',
    customer: SINGLE,
    property: 'Julian Hillside Cabin',
    priority: 'High',
    status: 'New',
    category: 'General',
    assignee: null,
    openedBy: SINGLE,
    hoursAgo: 6,
    messages: [
      {
        from: null,
        role: 'system',
        content: 'Ticket opened by Sam Patel from the customer portal.',
        hoursAgo: 6,
      },
    ],
  },
  {
    subject: 'Smoke smell near the agitator pump housing',
    description:
      'There is a faint electrical smoke smell near the agitator pump housing at the Malibu house. Nothing is running right now. Should we switch anything off?',
    customer: GUEST,
    property: 'Malibu Canyon Residence',
    priority: 'Critical',
    status: 'New',
    category: 'Maintenance',
    assignee: null,
    openedBy: GUEST,
    hoursAgo: 2,
    messages: [
      {
        from: null,
        role: 'system',
        content: 'Ticket opened by Grace Kim from the customer portal.',
        hoursAgo: 2,
      },
    ],
  },
];

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** Seed the demo tickets with their conversations and collaborators. */
export async function seedDemoSupport(tx: Executor, now: Date) {
  const emails = new Set<string>();
  for (const t of DEMO_TICKETS) {
    emails.add(t.customer).add(t.openedBy);
    if (t.assignee) emails.add(t.assignee);
    for (const c of t.collaborators ?? []) emails.add(c);
    for (const m of t.messages) if (m.from) emails.add(m.from);
  }
  const people = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, [...emails]));
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

  for (const demo of DEMO_TICKETS) {
    const lastMessage = Math.min(demo.hoursAgo, ...demo.messages.map((m) => m.hoursAgo));
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
    await tx.insert(ticketMessages).values(
      demo.messages.map((m) => {
        const author = m.from ? person(m.from) : null;
        return {
          ticketId: ticket!.id,
          authorId: author?.id ?? null,
          authorName: author?.name ?? 'System',
          role: m.role,
          content: m.content,
          createdAt: hoursBefore(now, m.hoursAgo),
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
