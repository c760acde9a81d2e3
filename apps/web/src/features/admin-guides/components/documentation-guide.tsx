import { Anchor, List, Text } from '@mantine/core';
import {
  AVERAGE_PROJECT_VALUE_USD,
  DEPOSIT_POLICY,
  DEPOSIT_WAIVER_TIERS,
  EMERGENCY_RESPONSE_HOURS,
  ESCALATION_LEVELS,
  MAINTENANCE_TIERS,
  PARTNER_CERTIFICATION_GUIDE,
  PARTNER_INSURANCE_REQUIREMENTS,
  PROJECT_CONTACT_ROLES,
  PROJECT_INFORMATION_ACCESS,
  PROJECT_LIFECYCLE,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  SYSTEM_STATUS_LEVELS,
  TYPICAL_PROJECT_WEEKS,
  type ProjectType,
} from '@wildfire/shared';
import { Link } from 'react-router';

import { useAppConfig } from '@/components/layout/use-app-config';
import { paths } from '@/config/paths';
import { GuidePage, type GuideSection } from './guide-page';
import { GuideTable } from './guide-table';
import { formatWholeDollars } from '@/lib/format/money';

/** What each project type covers. */
const PROJECT_TYPE_MEANING: Record<ProjectType, string> = {
  Installation:
    'A new system at a property: tank, pumps, structure and perimeter sprinklers, the control panel and its cellular gateway.',
  Maintenance:
    'Scheduled service of an installed system under a maintenance plan, or a visit booked from the panel detail.',
  Upgrade:
    'More zones, more storage, a foam retardant agitator or a newer panel on an existing system.',
  'Emergency Repair': `A fault that leaves a property unprotected; covered by the ${String(EMERGENCY_RESPONSE_HOURS)}-hour emergency response guarantee.`,
};

const waiverRange = (tier: (typeof DEPOSIT_WAIVER_TIERS)[number]) =>
  tier.upTo === null
    ? `Over ${formatWholeDollars(tier.above)}`
    : tier.above === 0
      ? `Up to ${formatWholeDollars(tier.upTo)}`
      : `${formatWholeDollars(tier.above)}-${formatWholeDollars(tier.upTo)}`;

function SupportContacts() {
  const { data: config } = useAppConfig();
  return (
    <>
      <Text size="sm">
        Customers and partners reach support on the line below. Inside the company, a problem on a
        project climbs the escalation ladder until someone owns it:
      </Text>
      {config && (
        <List size="sm" spacing={4}>
          <List.Item>
            Phone:{' '}
            <Anchor
              href={`tel:${config.support_phone.replace(/[^\d+]/g, '')}`}
              c="var(--mantine-color-text)"
              underline="always"
            >
              {config.support_phone}
            </Anchor>
          </List.Item>
          <List.Item>
            Email:{' '}
            <Anchor
              href={`mailto:${config.support_email}`}
              c="var(--mantine-color-text)"
              underline="always"
            >
              {config.support_email}
            </Anchor>
          </List.Item>
        </List>
      )}
      <GuideTable
        label="Escalation levels"
        head={['Level', 'Who', 'Responds within']}
        rows={ESCALATION_LEVELS.map((l) => [String(l.level), l.owner, l.response])}
      />
    </>
  );
}

const SECTIONS: GuideSection[] = [
  {
    id: 'company',
    title: 'The Company',
    content: (
      <>
        <Text size="sm">
          We design, install and look after wildfire defense systems for homes in fire-prone
          country: water storage, pumps, structure defense sprinklers on roofs and eaves, perimeter
          defense lines at the edge of the defensible space, and a control panel that owners start
          from anywhere.
        </Text>
        <Text size="sm">
          An average project is worth {formatWholeDollars(AVERAGE_PROJECT_VALUE_USD)} and typically
          takes {TYPICAL_PROJECT_WEEKS.min}-{TYPICAL_PROJECT_WEEKS.max} weeks from consultation to
          final inspection. Certified service partners install and maintain the systems; our own
          staff sell, plan, support and monitor them.
        </Text>
      </>
    ),
  },
  {
    id: 'platform',
    title: 'Platform Components',
    content: (
      <List size="sm" spacing={6}>
        <List.Item>
          <b>Field panel.</b> A controller at each property with a cellular gateway. It runs the
          pumps, valves, structure and perimeter defense and the retardant agitator, and reports
          pressures, tank level, temperatures and battery.
        </List.Item>
        <List.Item>
          <b>Message broker.</b> Panels publish their readings and receive commands over MQTT; every
          command is stored before it is sent and tracked until the panel acknowledges it.
        </List.Item>
        <List.Item>
          <b>Customer portal.</b> Owners and the people they invite watch their system live and
          activate it remotely; Guests only watch.
        </List.Item>
        <List.Item>
          <b>Back-office.</b> This site: panels, properties, alerts, support, partners, projects,
          HR, content, subscriptions and payments, each behind its permission.
        </List.Item>
        <List.Item>
          <b>Outside services.</b> National Weather Service fire weather, address geocoding and
          mail, all called by the server.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'status-levels',
    title: 'System Status Levels',
    content: (
      <GuideTable
        label="System status levels"
        head={['Status', 'Meaning']}
        rows={SYSTEM_STATUS_LEVELS.map((s) => [<b key={s.level}>{s.level}</b>, s.meaning])}
      />
    ),
  },
  {
    id: 'project-concepts',
    title: 'Project Concepts',
    content: (
      <>
        <Text size="sm">
          Every project belongs to exactly one property and has one internally assigned Project
          Manager. A sales executive brings it in; a certified partner does the work. What staff see
          of a project depends on their role:
        </Text>
        <GuideTable
          label="Project information access"
          head={['Role', 'Access']}
          rows={PROJECT_INFORMATION_ACCESS.map((a) => [a.role, a.access])}
        />
      </>
    ),
  },
  {
    id: 'contact-roles',
    title: 'Contact Roles',
    content: (
      <GuideTable
        label="Project contact roles"
        head={['Role', 'What they do']}
        rows={PROJECT_CONTACT_ROLES.map((r) => [r.role, r.duty])}
      />
    ),
  },
  {
    id: 'project-types',
    title: 'Project Types',
    content: (
      <GuideTable
        label="Project types"
        head={['Type', 'Covers']}
        rows={PROJECT_TYPES.map((t) => [t, PROJECT_TYPE_MEANING[t]])}
      />
    ),
  },
  {
    id: 'financial-rules',
    title: 'Financial Rules',
    content: (
      <>
        <List size="sm" spacing={4}>
          <List.Item>
            Deposit: {DEPOSIT_POLICY.percentOfEstimate} percent of the estimate, due within{' '}
            {DEPOSIT_POLICY.dueBusinessDaysAfterSigning} business days of contract signing.
          </List.Item>
          <List.Item>
            Accepted by {DEPOSIT_POLICY.methods.join(', ')} (checks are held{' '}
            {DEPOSIT_POLICY.checkHoldDays} days); refundable only if{' '}
            {DEPOSIT_POLICY.refundableOnlyIf}.
          </List.Item>
          <List.Item>All amounts are in US dollars.</List.Item>
        </List>
        <Text size="sm">
          Sales executives may waive deposits for qualified customers. Every waiver is recorded with
          its approver and reason, and needs this authority:
        </Text>
        <GuideTable
          label="Deposit waiver authority"
          head={['Deposit', 'Approver', 'Conditions']}
          rows={DEPOSIT_WAIVER_TIERS.map((t) => [waiverRange(t), t.approver, t.conditions])}
        />
        <Text size="sm">
          Maintenance plans per year:{' '}
          {MAINTENANCE_TIERS.map((t) => `${t.tier} ${formatWholeDollars(t.pricePerYear)}`).join(
            ', ',
          )}
          .
        </Text>
      </>
    ),
  },
  {
    id: 'lifecycle',
    title: 'Project Lifecycle',
    content: (
      <>
        <List type="ordered" size="sm" spacing={4}>
          {PROJECT_LIFECYCLE.map((step) => (
            <List.Item key={step.status}>
              <b>{step.status}:</b> {step.meaning}
            </List.Item>
          ))}
        </List>
        <Text size="sm">
          A project may also be{' '}
          {PROJECT_STATUSES.filter((s) => s === 'On Hold' || s === 'Cancelled').join(' or ')}. The{' '}
          <Anchor
            component={Link}
            to={paths.admin.projectsGuide.getHref()}
            size="sm"
            underline="always"
          >
            Projects Guide
          </Anchor>{' '}
          covers each step in detail.
        </Text>
      </>
    ),
  },
  {
    id: 'certification',
    title: 'Partner Certification Levels',
    content: (
      <>
        <GuideTable
          label="Partner certification levels"
          head={['Level', 'Meaning']}
          rows={PARTNER_CERTIFICATION_GUIDE.map((c) => [c.label, c.meaning])}
        />
        <Text size="sm">Every partner meets these insurance requirements:</Text>
        <List size="sm" spacing={4}>
          <List.Item>
            General liability insurance of at least{' '}
            {formatWholeDollars(PARTNER_INSURANCE_REQUIREMENTS.generalLiabilityMinimumUsd)}.
          </List.Item>
          {PARTNER_INSURANCE_REQUIREMENTS.rules.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
        <Text size="sm">
          Partners answer emergency calls within {String(EMERGENCY_RESPONSE_HOURS)} hours. The{' '}
          <Anchor
            component={Link}
            to={paths.admin.partnerMarketingGuide.getHref()}
            size="sm"
            underline="always"
          >
            Partner Marketing Guide
          </Anchor>{' '}
          has the full partner requirements.
        </Text>
      </>
    ),
  },
  {
    id: 'support-contacts',
    title: 'Support Contacts',
    content: <SupportContacts />,
  },
];

/** Documentation (/admin/documentation): the company and its business rules for staff. */
export function DocumentationGuide() {
  return <GuidePage navLabel="Documentation sections" sections={SECTIONS} />;
}
