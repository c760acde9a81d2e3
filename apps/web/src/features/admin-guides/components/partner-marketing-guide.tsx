import { Anchor, List, Text } from '@mantine/core';
import {
  AVERAGE_PROJECT_VALUE_USD,
  CALIFORNIA_2024_RULES,
  EMERGENCY_RESPONSE_HOURS,
  LEAD_STATUSES,
  MAINTENANCE_TIERS,
  PARTNER_CERTIFICATION_GUIDE,
  PARTNER_INSURANCE_REQUIREMENTS,
  PARTNER_SERVICE_TYPES,
  PARTNER_STATUSES,
  STATE_INSPECTION_FREQUENCY,
  SYSTEM_STATUS_LEVELS,
  TYPICAL_PROJECT_WEEKS,
  type LeadStatus,
  type PartnerServiceType,
  type PartnerStatus,
} from '@wildfire/shared';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { GuidePage, type GuideSection } from './guide-page';
import { GuideTable } from './guide-table';
import { formatCount } from '@/lib/format/numbers';
import { formatWholeDollars } from '@/lib/format/money';

const PARTNER_STATUS_MEANING: Record<PartnerStatus, string> = {
  'Waiting Approval': 'Applied; partner support is checking the company, insurance and references.',
  'Waiting Onboarding': 'Approved; completing onboarding and certification before a first job.',
  Active: 'Certified and taking projects.',
  Inactive: 'Not taking projects; existing customers are moved to another partner.',
};

const SERVICE_TYPE_MEANING: Record<PartnerServiceType, string> = {
  Both: 'Installs new systems and maintains them.',
  Installation: 'Installs new systems and upgrades.',
  Maintenance: 'Services installed systems and answers emergency calls.',
};

/** Lead colours on the map (section 9). */
const LEAD_MEANING: Record<LeadStatus, string> = {
  hot: 'Red on the map: ready to buy; a sales executive calls within the day.',
  warm: 'Amber: interested; a follow-up is booked.',
  cold: 'Blue: early contact; kept informed before fire season.',
};

const SECTIONS: GuideSection[] = [
  {
    id: 'partner-program',
    title: 'Partner Program',
    content: (
      <>
        <Text size="sm">
          Certified partners install and maintain our wildfire defense systems in their region. We
          sell, plan and monitor; partners build and service. A partner is one of:
        </Text>
        <GuideTable
          label="Partner service types"
          head={['Service type', 'Work']}
          rows={PARTNER_SERVICE_TYPES.map((t) => [t, SERVICE_TYPE_MEANING[t]])}
        />
        <Text size="sm">From application to first job, a partner moves through:</Text>
        <GuideTable
          label="Partner statuses"
          head={['Status', 'Meaning']}
          rows={PARTNER_STATUSES.map((s) => [s, PARTNER_STATUS_MEANING[s]])}
        />
        <Text size="sm">
          Partners are managed in{' '}
          <Anchor
            component={Link}
            to={paths.admin.contractors.getHref()}
            size="sm"
            underline="always"
          >
            Partners
          </Anchor>
          .
        </Text>
      </>
    ),
  },
  {
    id: 'certification',
    title: 'Certification Levels',
    content: (
      <GuideTable
        label="Partner certification levels"
        head={['Level', 'Meaning']}
        rows={PARTNER_CERTIFICATION_GUIDE.map((c) => [c.label, c.meaning])}
      />
    ),
  },
  {
    id: 'insurance',
    title: 'Insurance Requirements',
    content: (
      <List size="sm" spacing={4}>
        <List.Item>
          General liability insurance of at least{' '}
          {formatWholeDollars(PARTNER_INSURANCE_REQUIREMENTS.generalLiabilityMinimumUsd)}.
        </List.Item>
        {PARTNER_INSURANCE_REQUIREMENTS.rules.map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List>
    ),
  },
  {
    id: 'compliance',
    title: 'Regulatory Compliance',
    content: (
      <>
        <Text size="sm">
          Every system a partner installs in California from {CALIFORNIA_2024_RULES.effective} has:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            At least {formatCount(CALIFORNIA_2024_RULES.minimumWaterStorageGallons)} gallons of
            water storage.
          </List.Item>
          <List.Item>A {CALIFORNIA_2024_RULES.batteryBackupHours}-hour battery backup.</List.Item>
          <List.Item>{CALIFORNIA_2024_RULES.inspection}.</List.Item>
        </List>
        <GuideTable
          label="State inspection frequency"
          head={['State', 'Inspection']}
          rows={STATE_INSPECTION_FREQUENCY.map((s) => [s.state, s.frequency])}
        />
      </>
    ),
  },
  {
    id: 'customer-offer',
    title: 'What Customers Get',
    content: (
      <>
        <Text size="sm">
          A system that wets the home (structure defense) and holds a wet line at the edge of the
          defensible space (perimeter defense), started by the owner from anywhere through the
          portal. A typical installation takes {TYPICAL_PROJECT_WEEKS.min}-
          {TYPICAL_PROJECT_WEEKS.max} weeks; an average project is worth{' '}
          {formatWholeDollars(AVERAGE_PROJECT_VALUE_USD)}.
        </Text>
        <GuideTable
          label="Maintenance plans"
          head={['Plan', 'Price per year']}
          rows={MAINTENANCE_TIERS.map((t) => [t.tier, formatWholeDollars(t.pricePerYear)])}
        />
        <Text size="sm">
          Every plan carries the {String(EMERGENCY_RESPONSE_HOURS)}-hour emergency response
          guarantee, which partners deliver.
        </Text>
      </>
    ),
  },
  {
    id: 'marketing-rules',
    title: 'Marketing Rules',
    content: (
      <List size="sm" spacing={4}>
        <List.Item>
          Describe the system in the portal&apos;s own words:{' '}
          {SYSTEM_STATUS_LEVELS.map((s) => s.level).join(', ')}.
        </List.Item>
        <List.Item>
          Quote maintenance prices from the plans above only; installation prices come from our
          estimate after the consultation.
        </List.Item>
        <List.Item>
          Never promise an emergency response faster than {String(EMERGENCY_RESPONSE_HOURS)} hours,
          and never promise that a home will survive a fire.
        </List.Item>
        <List.Item>
          Only Certified partners may call themselves certified; an Expired certification must be
          renewed first.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'leads',
    title: 'Leads & Referrals',
    content: (
      <>
        <Text size="sm">
          Pass every enquiry to our sales team with the owner&apos;s name, address and contact.
          Sales records it as a lead:
        </Text>
        <GuideTable
          label="Lead statuses"
          head={['Lead', 'Meaning']}
          rows={LEAD_STATUSES.map((s) => [s.charAt(0).toUpperCase() + s.slice(1), LEAD_MEANING[s]])}
        />
      </>
    ),
  },
];

/** Partner Marketing Guide (/admin/partner-marketing-guide): the partner program's rules. */
export function PartnerMarketingGuide() {
  return <GuidePage navLabel="Partner Marketing Guide sections" sections={SECTIONS} />;
}
