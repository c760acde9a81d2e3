import { Anchor, Badge, Group, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { EMERGENCY_RESPONSE_HOURS, PRESSURE_PSI, READINESS_THRESHOLDS } from '@wildfire/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useAppConfig } from '@/components/layout/use-app-config';
import { paths } from '@/config/paths';
import { HelpPageCopy } from './help-page-copy';

const { minimum, typicalLow, typicalHigh } = PRESSURE_PSI;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}

/** Help text: status colours are green Standby, orange Active, red Alert (black text for contrast). */
const STATUS_COLOURS = {
  standby: { label: 'Standby', color: 'green.6' },
  active: { label: 'Active', color: 'orange.6' },
  alert: { label: 'Alert', color: 'red.6' },
} as const;

function StatusColour({ tone }: { tone: keyof typeof STATUS_COLOURS }) {
  const { label, color } = STATUS_COLOURS[tone];
  return (
    <Badge color={color} c="black" size="lg" radius="sm">
      {label}
    </Badge>
  );
}

function StatusColours() {
  return (
    <Section title="What the status colours mean">
      <Stack component="dl" gap="sm" m={0}>
        <div>
          <dt>
            <StatusColour tone="standby" />
          </dt>
          <Text component="dd" size="sm" m={0} mt={4}>
            Green: the system is armed and ready. Nothing is running.
          </Text>
        </div>
        <div>
          <dt>
            <StatusColour tone="active" />
          </dt>
          <Text component="dd" size="sm" m={0} mt={4}>
            Orange: the system is running and water is flowing to the sprinklers.
          </Text>
        </div>
        <div>
          <dt>
            <StatusColour tone="alert" />
          </dt>
          <Text component="dd" size="sm" m={0} mt={4}>
            Red: something needs attention, such as a fault, low water pressure, a panel that
            stopped reporting or a fire weather warning. Open Alerts to see what happened.
          </Text>
        </div>
      </Stack>
    </Section>
  );
}

function PressureGuidance({ partner }: { partner: boolean }) {
  return (
    <Section title="Water pressure">
      <Text size="sm">
        The system needs a minimum of {minimum} PSI water pressure. Typical pressure is {typicalLow}
        -{typicalHigh} PSI.
      </Text>
      <Text size="sm">
        {partner
          ? `Below ${String(minimum)} PSI the sprinklers cannot cover the property: check the supply valve, the intake filter and the pumps before you leave the site.`
          : `If the Line pressure tile on your Dashboard, or a pump on the Pumps screen, shows less than ${String(minimum)} PSI while the pumps run, the portal raises a Low water pressure alarm: check the water supply and tank, and contact your service partner or support.`}
      </Text>
    </Section>
  );
}

function WhoToCall({ partner }: { partner: boolean }) {
  const { data: config } = useAppConfig();
  return (
    <Section title="Who to call">
      <Text size="sm" fw={600}>
        If there is a fire near you, call 911 first.
      </Text>
      <Text size="sm">
        {partner
          ? 'For a panel you service, or a customer who needs help, call partner support:'
          : 'For help with your system or this portal, call support:'}
      </Text>
      {config ? (
        <Group gap="lg">
          <Anchor
            c="var(--mantine-color-text)"
            underline="always"
            href={`tel:${config.support_phone.replace(/[^\d+]/g, '')}`}
            size="sm"
          >
            {config.support_phone}
          </Anchor>
          <Anchor
            c="var(--mantine-color-text)"
            underline="always"
            href={`mailto:${config.support_email}`}
            size="sm"
          >
            {config.support_email}
          </Anchor>
        </Group>
      ) : (
        <Anchor
          c="var(--mantine-color-text)"
          underline="always"
          component={Link}
          to={paths.support.getHref()}
          size="sm"
        >
          Open the Support page
        </Anchor>
      )}
    </Section>
  );
}

function CustomerView() {
  return (
    <Stack gap="md">
      <StatusColours />
      <Section title="How to activate your system">
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>Select your property and open its Dashboard.</List.Item>
          <List.Item>
            In the Emergency panel, select Activate Manual Mode. It stays on while you move between
            the screens of this property.
          </List.Item>
          <List.Item>
            Select Activate and confirm. The panel first acknowledges the command, then its status
            confirms that the system runs; only then does the screen read ACTIVE.
          </List.Item>
          <List.Item>To stop a running system, select Deactivate and confirm.</List.Item>
        </List>
        <Text size="sm">
          Structure Defense and Perimeter Defense can be started the same way from their own
          screens. Owners, Property Managers and Property Users can start and stop the system;
          Guests and Emergency Contacts see the status only.
        </Text>
        <Text size="sm">
          A panel that is offline cannot receive commands: the portal says so at once. If a fire
          threatens the property, call 911.
        </Text>
      </Section>
      <Section title="Readiness and alarms">
        <Text size="sm">
          The Dashboard says whether your system is Ready. When it is Not ready it names each
          problem and what to do: the water tank below {READINESS_THRESHOLDS.tankLowPct} % (urgent
          below {READINESS_THRESHOLDS.tankUrgentPct} %), a pump fault, line pressure below {minimum}{' '}
          PSI while a pump runs, the backup battery below {READINESS_THRESHOLDS.batteryLowPct} %, a
          temperature sensor that is faulty or silent, or the panel offline. The Water tank, Line
          pressure and Connection tiles show the figures.
        </Text>
        <Text size="sm">
          Each problem is one alarm, sent to everyone on the property. It is updated while it lasts
          and clears by itself when the problem ends, with one notice that it is over. Acknowledge
          an alarm to let the others know you have seen it; Clear All in Alerts never archives an
          urgent alert you have not acknowledged.
        </Text>
        <Text size="sm">
          When the panel stops reporting, every screen says Panel offline with the time it was last
          heard from, and shows its values greyed as the last ones known.
        </Text>
      </Section>
      <PressureGuidance partner={false} />
      <HelpPageCopy />
      <WhoToCall partner={false} />
    </Stack>
  );
}

function PartnerView() {
  return (
    <Stack gap="md">
      <Section title="Emergency response">
        <Text size="sm">
          During fire season, partners respond to emergency service calls within{' '}
          {EMERGENCY_RESPONSE_HOURS} hours.
        </Text>
        <Text size="sm">Outside fire season, agree on a visit with the property owner.</Text>
      </Section>
      <StatusColours />
      <PressureGuidance partner />
      <Section title="Activation and checks">
        <Text size="sm">
          After service, confirm with the owner that the Dashboard reads Ready, the panel Online and
          the status Standby. An owner, property manager or property user activates the system from
          the Emergency panel on the Dashboard: Activate Manual Mode, then Activate.
        </Text>
      </Section>
      <WhoToCall partner />
    </Stack>
  );
}

/** Help & Support: the same facts for property owners and for service partners. */
export function HelpScreen() {
  return (
    <Tabs defaultValue="customer" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="customer">Customer View</Tabs.Tab>
        <Tabs.Tab value="partner">Partner View</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="customer">
        <CustomerView />
      </Tabs.Panel>
      <Tabs.Panel value="partner">
        <PartnerView />
      </Tabs.Panel>
    </Tabs>
  );
}
