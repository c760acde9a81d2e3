import { Anchor, List, Text, Title } from '@mantine/core';
import {
  ALERT_ROUTING,
  AVERAGE_PROJECT_VALUE_USD,
  CALIFORNIA_2024_RULES,
  DEPOSIT_COLLECTION_STEPS,
  DEPOSIT_POLICY,
  DEPOSIT_WAIVER_TIERS,
  EMERGENCY_RESPONSE_HOURS,
  ESCALATION_LEVELS,
  INSTALLATION_STEPS,
  MAINTENANCE_TIERS,
  MESSAGE_SCHEMA_FIELDS,
  MESSAGING_INTEGRATIONS,
  MESSAGING_PERFORMANCE_TARGETS,
  MESSAGING_PLANNED_ENDPOINTS,
  MESSAGING_SECURITY_NOTES,
  PROJECT_INFORMATION_ACCESS,
  PROJECT_LIFECYCLE,
  PROJECT_TYPES,
  STATE_INSPECTION_FREQUENCY,
  TYPICAL_PROJECT_WEEKS,
} from '@wildfire/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { dayRange } from './format';
import { GuidePage, type GuideSection } from './guide-page';
import { GuideTable } from './guide-table';
import { formatCount } from '@/lib/format/numbers';
import { formatWholeDollars } from '@/lib/format/money';

const totalDays = INSTALLATION_STEPS.reduce(
  (sum, s) => ({ min: sum.min + s.minDays, max: sum.max + s.maxDays }),
  { min: 0, max: 0 },
);

/** What happens in each installation step. */
const STEP_WORK: Record<(typeof INSTALLATION_STEPS)[number]['step'], string> = {
  Consultation: 'Site visit, fire risk and water supply assessment, estimate.',
  Permitting: 'Plans filed with the county and fire authority; the deposit is due.',
  'Pre-installation': 'Materials ordered, tank site prepared, crew scheduled.',
  Installation: 'Tank, pumps, sprinklers, perimeter line, panel and gateway.',
  Testing: 'Every zone run from the panel and from the portal; pressures recorded.',
  'Final inspection': 'Inspector sign-off; the owner is shown the portal and activation.',
};

const InternalLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Anchor component={Link} to={to} size="sm" underline="always">
    {children}
  </Anchor>
);

const Subheading = ({ children }: { children: ReactNode }) => (
  <Title order={3} size="h5" mt="xs">
    {children}
  </Title>
);

const SECTIONS: GuideSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    content: (
      <>
        <Text size="sm">
          A project is work at one property: {PROJECT_TYPES.join(', ')}. Each has one internally
          assigned Project Manager, a sales executive and a certified partner. An average project is
          worth {formatWholeDollars(AVERAGE_PROJECT_VALUE_USD)} and takes{' '}
          {TYPICAL_PROJECT_WEEKS.min}-{TYPICAL_PROJECT_WEEKS.max} weeks.
        </Text>
        <List type="ordered" size="sm" spacing={4}>
          {PROJECT_LIFECYCLE.map((step) => (
            <List.Item key={step.status}>
              <b>{step.status}:</b> {step.meaning}
            </List.Item>
          ))}
        </List>
        <Text size="sm">
          Projects live in <InternalLink to={paths.admin.projects.getHref()}>Projects</InternalLink>
          .
        </Text>
      </>
    ),
  },
  {
    id: 'installation-workflows',
    title: 'Installation Workflows',
    content: (
      <>
        <Text size="sm">
          An installation runs through six steps, {dayRange(totalDays.min, totalDays.max)} of work
          in all. Log each step as it starts in the project&apos;s history.
        </Text>
        <GuideTable
          label="Installation workflow steps"
          head={['Step', 'Duration', 'Work']}
          minWidth={560}
          rows={INSTALLATION_STEPS.map((s) => [
            s.step,
            dayRange(s.minDays, s.maxDays),
            STEP_WORK[s.step],
          ])}
        />
      </>
    ),
  },
  {
    id: 'maintenance-schedules',
    title: 'Maintenance Schedules',
    content: (
      <>
        <GuideTable
          label="Maintenance tiers"
          head={['Tier', 'Price per year']}
          rows={MAINTENANCE_TIERS.map((t) => [t.tier, formatWholeDollars(t.pricePerYear)])}
        />
        <Text size="sm">
          Every tier carries the {String(EMERGENCY_RESPONSE_HOURS)}-hour emergency response
          guarantee. Book visits from the panel detail&apos;s Schedule Maintenance, which opens a
          Maintenance project. Inspections follow the state&apos;s rhythm:
        </Text>
        <GuideTable
          label="State inspection frequency"
          head={['State', 'Inspection']}
          rows={STATE_INSPECTION_FREQUENCY.map((s) => [s.state, s.frequency])}
        />
      </>
    ),
  },
  {
    id: 'regulatory-compliance',
    title: 'Regulatory Compliance',
    content: (
      <>
        <Text size="sm">California rules from {CALIFORNIA_2024_RULES.effective}:</Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Water storage of at least{' '}
            {formatCount(CALIFORNIA_2024_RULES.minimumWaterStorageGallons)} gallons.
          </List.Item>
          <List.Item>{CALIFORNIA_2024_RULES.batteryBackupHours}-hour battery backup.</List.Item>
          <List.Item>{CALIFORNIA_2024_RULES.inspection}.</List.Item>
        </List>
        <Text size="sm">
          Partner insurance and certification rules are in the{' '}
          <InternalLink to={paths.admin.partnerMarketingGuide.getHref()}>
            Partner Marketing Guide
          </InternalLink>
          .
        </Text>
      </>
    ),
  },
  {
    id: 'job-history-lookup',
    title: 'Job History Lookup',
    content: (
      <>
        <Text size="sm">
          Search <InternalLink to={paths.admin.projects.getHref()}>Projects</InternalLink> by
          project name, property name, contractor name or project ID (PRJ-001); status filters
          narrow the list. A project&apos;s Overview shows its history, newest first; App Updates
          show the crew&apos;s reports from the field.
        </Text>
        <GuideTable
          label="Who sees what of a project"
          head={['Role', 'Access']}
          rows={PROJECT_INFORMATION_ACCESS.map((a) => [a.role, a.access])}
        />
      </>
    ),
  },
  {
    id: 'deposit-management',
    title: 'Deposit Management',
    content: (
      <>
        <Text size="sm">
          The standard deposit is {DEPOSIT_POLICY.percentOfEstimate} percent of the estimate, due
          within {DEPOSIT_POLICY.dueBusinessDaysAfterSigning} business days of contract signing, by{' '}
          {DEPOSIT_POLICY.methods.join(', ')} (checks held {DEPOSIT_POLICY.checkHoldDays} days). It
          is refundable only if {DEPOSIT_POLICY.refundableOnlyIf}. A project is Approved only once
          its deposit is paid or waived.
        </Text>
        <Text size="sm">
          A deposit reads <b>Waived</b> when waived, <b>Paid</b> when the amount paid reaches the
          amount required, <b>Partial</b> when something is paid, otherwise <b>Pending</b>.
        </Text>
        <Subheading>Collection steps</Subheading>
        <GuideTable
          label="Deposit collection steps"
          head={['Day', 'Step']}
          rows={DEPOSIT_COLLECTION_STEPS.map((s) => [`Day ${String(s.day)}`, s.step])}
        />
        <Subheading>Waivers</Subheading>
        <GuideTable
          label="Deposit waiver authority"
          head={['Deposit up to', 'Approver', 'Conditions']}
          rows={DEPOSIT_WAIVER_TIERS.map((t) => [
            t.upTo === null ? 'No limit' : formatWholeDollars(t.upTo),
            t.approver,
            t.conditions,
          ])}
        />
      </>
    ),
  },
  {
    id: 'escalation-procedures',
    title: 'Escalation Procedures',
    content: (
      <>
        <Text size="sm">
          When a level has not resolved a problem within its time, hand it to the next. Deposit
          collection escalates to management on day {String(DEPOSIT_COLLECTION_STEPS.at(-1)!.day)}.
        </Text>
        <GuideTable
          label="Escalation levels"
          head={['Level', 'Who', 'Responds within']}
          rows={ESCALATION_LEVELS.map((l) => [String(l.level), l.owner, l.response])}
        />
      </>
    ),
  },
  {
    id: 'reporting-analytics',
    title: 'Reporting & Analytics',
    content: (
      <Text size="sm">
        <InternalLink to={paths.admin.stats.getHref()}>Statistics</InternalLink> shows properties,
        systems installed, customers, activations, alerts, projects started and completed, and
        revenue, each against last month, with installation trends over seven months. Content views
        are in the CMS Analytics tab; every change anyone makes is in the{' '}
        <InternalLink to={paths.admin.userLogs.getHref()}>Activity Log</InternalLink>.
      </Text>
    ),
  },
  {
    id: 'internal-messaging',
    title: 'Internal Messaging System',
    content: (
      <>
        <Text size="sm">
          Project messages go to the people on a project by the channels their priority calls for.
          Alerts to customers are sent from{' '}
          <InternalLink to={paths.admin.alerts.getHref()}>Alerts</InternalLink>.
        </Text>
        <Subheading>Alert routing by priority</Subheading>
        <GuideTable
          label="Alert routing by priority"
          head={['Priority', 'Channels', 'Response', 'Escalation']}
          minWidth={560}
          rows={ALERT_ROUTING.map((r) => [r.label, r.channels, r.response, r.escalation])}
        />
        <Subheading>Planned endpoints</Subheading>
        <GuideTable
          label="Planned messaging endpoints"
          head={['Method', 'Path', 'Purpose']}
          minWidth={600}
          rows={MESSAGING_PLANNED_ENDPOINTS.map((e) => [
            e.method,
            <code key={e.path}>{e.path}</code>,
            e.purpose,
          ])}
        />
        <Subheading>Message schema</Subheading>
        <GuideTable
          label="Message schema"
          head={['Field', 'Holds']}
          rows={MESSAGE_SCHEMA_FIELDS.map((f) => [<code key={f.field}>{f.field}</code>, f.meaning])}
        />
        <Subheading>Integrations</Subheading>
        <List size="sm" spacing={2}>
          {MESSAGING_INTEGRATIONS.map((i) => (
            <List.Item key={i}>{i}</List.Item>
          ))}
        </List>
        <Subheading>Security</Subheading>
        <List size="sm" spacing={2}>
          {MESSAGING_SECURITY_NOTES.map((n) => (
            <List.Item key={n}>{n}</List.Item>
          ))}
        </List>
        <Subheading>Performance targets</Subheading>
        <GuideTable
          label="Messaging performance targets"
          head={['Target', 'Value']}
          rows={MESSAGING_PERFORMANCE_TARGETS.map((t) => [t.target, t.value])}
        />
      </>
    ),
  },
];

/** Projects Guide (/admin/projects-guide): how projects run, from the business rules. */
export function ProjectsGuide() {
  return <GuidePage navLabel="Projects Guide sections" sections={SECTIONS} />;
}
