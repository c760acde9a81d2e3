import { READINESS_THRESHOLDS } from '@wildfire/shared';

/**
 * The Terms of Use and the Privacy Policy of the Wildfire Defense portal, stored once: the
 * /terms and /privacy pages show them, and the sign-in page and every footer link there. They
 * describe this product as it is built (what it keeps, for how long, who sees it); a change to
 * what the product keeps is a change here, with a new date.
 */

export interface LegalSection {
  heading: string;
  /** Paragraphs; a paragraph starting with "- " lines is a list. */
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** Placeholders filled with the support contacts the server is configured with. */
export const SUPPORT_EMAIL_TOKEN = '{support_email}';
export const SUPPORT_PHONE_TOKEN = '{support_phone}';

export const TERMS_OF_USE: LegalDocument = {
  title: 'Terms of Use',
  updated: '2025-07-01',
  intro:
    'These terms cover the Wildfire Defense portal: the website and its API through which you watch and control the wildfire defense system installed at your property, receive its alerts, and manage who else may use it. By signing in you accept them.',
  sections: [
    {
      heading: 'What the portal does, and what it cannot do',
      paragraphs: [
        'The portal shows what the panel at your property reports (water tank, pumps, line pressure, valves, temperatures, battery, the state of structure and perimeter defense) and sends the commands you give it to that panel over its cellular link.',
        'The portal depends on the panel having power and a cellular connection. When the panel stops reporting, every screen says "Panel offline" with the time it was last heard from, shows its values as the last ones known, and refuses commands, because they cannot reach it. A panel can also refuse a command (for example on an empty water tank); the portal then tells you and everyone on the property why.',
        'The system and the portal do not replace firefighters, evacuation orders or your own judgement. Follow the instructions of local authorities, never stay behind to run or watch the system, and call 911 in an emergency.',
      ],
    },
    {
      heading: 'Your account and the people on your property',
      paragraphs: [
        'Each person signs in with their own account; do not share passwords. You are responsible for what is done with your account; tell support at once if you think someone else has used it.',
        'What a person may do depends on their role: Owners and Property Managers may change settings and invite people; Owners, Property Managers and Property Users may start and stop the system; Guests and Emergency Contacts see its state and alerts. An Account Owner sees every property of the account and manages its billing.',
        'Invite only people you trust with your property. Remove them when they should no longer have access.',
      ],
    },
    {
      heading: 'Alerts',
      paragraphs: [
        `The portal raises alarms when the system is not ready to defend your property (for example a water tank below ${String(READINESS_THRESHOLDS.tankLowPct)} %, a pump fault, low line pressure, a low battery, a faulty sensor, or the panel offline), when it runs, and for fire weather warnings. Urgent alerts are also emailed to Owners and Account Owners and emailed and texted to Emergency Contacts.`,
        'Email and text messages can be delayed or lost by the networks that carry them. Keep the email address and phone number in My Account current, and check the portal when you expect news.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not try to reach a property, panel or account that is not yours, to interfere with the service, to overload it, or to get around its limits. Do not send commands to a system you are not entitled to control. We may suspend an account that does.',
      ],
    },
    {
      heading: 'Service partners and subscriptions',
      paragraphs: [
        'Installation and maintenance are carried out by the certified service partner named for your property; their work is covered by your agreement with them and with us.',
        'The portal comes with your subscription plan. Your invoices and payment history are in the portal. If the subscription ends, the portal stops showing and controlling the system.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may change these terms; the date above says when they last changed, and we tell you by email of any change that matters.',
        `Questions: ${SUPPORT_EMAIL_TOKEN} or ${SUPPORT_PHONE_TOKEN}.`,
      ],
    },
  ],
};

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2025-07-01',
  intro:
    'This policy says what the Wildfire Defense portal keeps about you and your property, why, for how long, who can see it, and how to have it deleted.',
  sections: [
    {
      heading: 'What we keep',
      paragraphs: [
        [
          '- Your account: name, email address, phone number, time zone and role. Your password is kept only as a one-way hash; nobody can read it.',
          '- Your properties: name, address and map position, the panel installed there and its service partner.',
          '- What the panel reports: every value it sends (water tank, pumps, pressures, valves, temperatures, battery, signal), its own log lines, and when it goes online and offline.',
          '- What is done with the system: each command, who gave it and when, and what the panel answered.',
          '- Alerts and alarms: what was raised, to whom, and who read, acknowledged or archived it.',
          '- The mails and texts we send you: to whom, their subject, and whether they were delivered.',
          '- An activity log of sign-ins and changes: who, what, when, the address they came from and their browser.',
          '- Support requests and their conversations, and your plan and invoices (the payment method is kept as a description such as "Visa ending 4242", never the card number).',
        ].join('\n'),
        'Your browser keeps your sign-in token, the theme you chose, the property you selected and whether manual mode is on. We use no advertising or tracking cookies.',
      ],
    },
    {
      heading: 'Why',
      paragraphs: [
        'To show you your system and carry out your commands; to warn you and the people on your property when something is wrong; to let our support staff and your service partner help you; to keep the service secure and find out what happened when something goes wrong; and to bill your subscription.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        [
          '- The people on your property, according to their role, and your account’s Account Owners and Property Managers.',
          '- Our staff, each only what their work needs (support staff, field operations, billing); every change they make is in the activity log.',
          '- Your service partner, for the properties they look after.',
          '- The services that carry our messages: our mail server and our text message gateway receive the address or number and the message.',
          '- The National Weather Service receives your property’s map position to send its weather, and the geocoding service (OpenStreetMap Nominatim) its address to find that position.',
        ].join('\n'),
        'We do not sell your data or share it for advertising.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        [
          '- The panel’s raw message log: 7 days.',
          '- Readings, commands, alerts and the activity log: as long as the property or the account is with us, so that what happened in a fire can be traced.',
          '- Your account: until you or your Account Owner ask us to delete it.',
          '- Invoices: as long as tax law requires, also after an account is deleted.',
        ].join('\n'),
      ],
    },
    {
      heading: 'How to delete your account',
      paragraphs: [
        `Write to ${SUPPORT_EMAIL_TOKEN} from your account's email address, or call ${SUPPORT_PHONE_TOKEN}. We confirm who you are, then within 30 days delete your profile, your memberships, your copies of alerts and your sessions, and confirm by email. If you are the Account Owner, we also delete the account's properties and their panel data once the subscription has ended. Invoices are kept as the law requires.`,
        'You can correct your name, phone number and time zone yourself in My Account at any time.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Connections are encrypted; passwords are stored as hashes; staff sign in with a second step; every signed-in session can be ended from your account and ends by itself after a while.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'The date above says when this policy last changed; we tell you by email of any change that matters.',
        `Questions about your data: ${SUPPORT_EMAIL_TOKEN} or ${SUPPORT_PHONE_TOKEN}.`,
      ],
    },
  ],
};
