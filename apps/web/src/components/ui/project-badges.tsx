import { Badge, Group, Progress, Text } from '@mantine/core';
import {
  type CrewStatus,
  progressColour,
  type DepositStatus,
  hasDeposit,
  type PartnerCertification,
  type PartnerStatus,
  type ProjectStatus,
  ratingLabel,
  wholeStars,
} from '@wildfire/shared';

/**
 * Badges of the partner and project screens: statuses, certification, deposit, crew status,
 * whole-star ratings and progress (admin-back-office.md sections 4 and 9).
 */

// Light badges keep the page's text colour on their tint: above 4.5:1 in both themes.
const LABEL = { label: { color: 'var(--mantine-color-text)' } } as const;

const PARTNER_STATUS_COLOURS: Record<PartnerStatus, string> = {
  Active: 'green',
  'Waiting Approval': 'yellow',
  'Waiting Onboarding': 'blue',
  Inactive: 'gray',
};

export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  return (
    <Badge color={PARTNER_STATUS_COLOURS[status]} variant="light" styles={LABEL}>
      {status}
    </Badge>
  );
}

const CERTIFICATION_COLOURS: Record<PartnerCertification, string> = {
  Certified: 'green',
  Pending: 'yellow',
  Review: 'blue',
  Expired: 'red',
};

/** `Review` is called Under Review in the documentation. */
export function CertificationBadge({ certification }: { certification: PartnerCertification }) {
  return (
    <Badge color={CERTIFICATION_COLOURS[certification]} variant="light" styles={LABEL}>
      {certification === 'Review' ? 'Under Review' : certification}
    </Badge>
  );
}

const CREW_COLOURS: Record<CrewStatus, string> = {
  'On Site': 'green',
  'En Route': 'blue',
  Available: 'teal',
  'Off Duty': 'gray',
};

export function CrewStatusBadge({ status }: { status: CrewStatus }) {
  return (
    <Badge color={CREW_COLOURS[status]} variant="light" styles={LABEL}>
      {status}
    </Badge>
  );
}

const PROJECT_STATUS_COLOURS: Record<ProjectStatus, string> = {
  Planning: 'gray',
  Approved: 'teal',
  'In Progress': 'blue',
  'On Hold': 'yellow',
  Completed: 'green',
  Cancelled: 'red',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge color={PROJECT_STATUS_COLOURS[status]} variant="light" styles={LABEL}>
      {status}
    </Badge>
  );
}

const DEPOSIT_COLOURS: Record<DepositStatus, string> = {
  Pending: 'red',
  Partial: 'yellow',
  Paid: 'green',
  Waived: 'violet',
};

/** The deposit's state; nothing for a project that has no deposit (no estimate, not waived). */
export function DepositBadge({
  status,
  requiredCents,
}: {
  status: DepositStatus;
  requiredCents: number;
}) {
  if (!hasDeposit({ requiredCents, waived: status === 'Waived' })) return null;
  return (
    <Badge color={DEPOSIT_COLOURS[status]} variant="outline" styles={LABEL}>
      {`Deposit ${status}`}
    </Badge>
  );
}

/** Section 9: whole stars out of 5, read out as "Rated 4 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  const stars = wholeStars(rating);
  return (
    <Text
      component="span"
      role="img"
      aria-label={ratingLabel(rating)}
      c="orange.8"
      style={{ whiteSpace: 'nowrap', letterSpacing: 1 }}
    >
      {'★'.repeat(stars)}
      <Text component="span" c="dimmed" inherit>
        {'☆'.repeat(5 - stars)}
      </Text>
    </Text>
  );
}

const PROGRESS_COLOURS = { green: 'green', amber: 'yellow', blue: 'blue', red: 'red' } as const;

/** Section 9: 80 or more green, 50 or more amber, 25 or more blue, else red. */
export function ProgressValue({ percent, label }: { percent: number; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={percent}
        color={PROGRESS_COLOURS[progressColour(percent)]}
        w={80}
        aria-label={label}
      />
      <Text size="xs">{`${String(percent)}%`}</Text>
    </Group>
  );
}
