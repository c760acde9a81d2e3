import { Paper, Stack, Text, Title } from '@mantine/core';
import {
  ACCOUNT_ROLE_LABELS,
  PROPERTY_ROLE_LABELS,
  type AccountRole,
  type PropertyRole,
} from '@wildfire/shared';

/** What each property access level may do (customer-portal.md section 6; docs/permissions.md). */
const PROPERTY_ACCESS: Array<[PropertyRole, string]> = [
  ['owner', 'Full view and control, invite and remove users, manage settings.'],
  [
    'manager',
    'Operational control: start and stop the system, change its settings, invite and remove users.',
  ],
  [
    'user',
    'Limited view and basic controls: status and alerts, start and stop the system; no settings or users.',
  ],
  ['guest', 'View status and alerts only.'],
  ['emergency_contact', 'Receives critical alerts by email and SMS.'],
];

const ACCOUNT_ACCESS: Array<[AccountRole, string]> = [
  ['account_owner', 'All properties, billing, account management; invites and removes all users.'],
  [
    'property_manager',
    'All properties and systems; invites and removes property users but not account users.',
  ],
  ['billing_contact', 'Billing and payment history; no property access unless granted.'],
];

function RoleList({ title, entries }: { title: string; entries: Array<[string, string]> }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack component="dl" gap="xs" m={0}>
        {entries.map(([label, text]) => (
          <div key={label}>
            <Text component="dt" fw={600} size="sm">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {text}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

export function PropertyAccessLevels() {
  return (
    <RoleList
      title="Access levels"
      entries={PROPERTY_ACCESS.map(([role, text]) => [PROPERTY_ROLE_LABELS[role], text])}
    />
  );
}

export function AccountRoles() {
  return (
    <RoleList
      title="Account roles"
      entries={ACCOUNT_ACCESS.map(([role, text]) => [ACCOUNT_ROLE_LABELS[role], text])}
    />
  );
}
