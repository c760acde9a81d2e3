import { Button, Card, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  hasAnySettings,
  parseSettings,
  type AgitatorSettings,
  type DefenseSettings,
  type OnOff,
} from '@wildfire/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { SiteTagsState } from '@/components/ui/site-tags-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useSiteTags } from '@/lib/site-data';
import {
  agitatorDurationSetpoint,
  agitatorStartSetpoint,
  clockTime,
  runLengthSetpoint,
  type SettingSetpoint,
} from './setting-setpoints';

type RenderChange = ((setpoint: SettingSetpoint) => ReactNode) | undefined;

const minutes = (value: number | null) =>
  value === null ? 'Not reported' : `${String(value)} min`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Text>{label}</Text>
      <Text fw={600} ta="right" component="div">
        {children}
      </Text>
    </SimpleGrid>
  );
}

function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

const OnOffBadge = ({ value }: { value: OnOff }) => (
  <StatusBadge tone={value === 'ON' ? 'active' : 'idle'}>{value}</StatusBadge>
);

function DefenseCard(props: {
  kind: 'structure' | 'perimeter';
  settings: DefenseSettings;
  renderChange: RenderChange;
}) {
  const { kind, settings, renderChange } = props;
  return (
    <SettingsCard
      id={`${kind}-defense-settings`}
      title={kind === 'structure' ? 'Structure Defense' : 'Perimeter Defense'}
    >
      <Row label="Status">
        <OnOffBadge value={settings.status} />
      </Row>
      <Row label="Run length">{minutes(settings.lengthMinutes)}</Row>
      <Row label="Minutes remaining">{minutes(settings.minutesRemain)}</Row>
      {renderChange?.(runLengthSetpoint(kind, settings))}
    </SettingsCard>
  );
}

function AgitatorCard({
  settings,
  renderChange,
}: {
  settings: AgitatorSettings;
  renderChange: RenderChange;
}) {
  return (
    <SettingsCard id="agitator-settings" title="Agitator Pump">
      <Row label="Status">
        <OnOffBadge value={settings.status} />
      </Row>
      <Row label="Time of day">{clockTime(settings.timeOfDayHour, settings.timeOfDayMinute)}</Row>
      <Row label="Duration">{minutes(settings.duration)}</Row>
      <Row label="Time left">{minutes(settings.timeLeft)}</Row>
      {renderChange?.(agitatorStartSetpoint(settings))}
      {renderChange?.(agitatorDurationSetpoint(settings))}
    </SettingsCard>
  );
}

const sensorNumber = (key: string) => Number(key.replace('sensor', ''));

interface PanelSettingsProps {
  siteId: string;
  /** The Change control for a setting; absent for people who may not change settings. */
  renderChange?: RenderChange;
}

/** The panel's settings as cards, or No Settings Available. */
export function PanelSettings({ siteId, renderChange }: PanelSettingsProps) {
  const tags = useSiteTags(siteId);
  const settings = parseSettings(tags.map);

  return (
    <SiteTagsState siteId={siteId} tags={tags}>
      {!hasAnySettings(settings) ? (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h3">
            No Settings Available
          </Title>
          <Text mt="xs">The panel at this property has not reported any settings.</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {settings.perimeterDefense && (
            <DefenseCard
              kind="perimeter"
              settings={settings.perimeterDefense}
              renderChange={renderChange}
            />
          )}
          {settings.structureDefense && (
            <DefenseCard
              kind="structure"
              settings={settings.structureDefense}
              renderChange={renderChange}
            />
          )}
          {settings.temperatures && (
            <SettingsCard id="temperature-settings" title="Temperatures">
              {Object.entries(settings.temperatures)
                .sort(([a], [b]) => sensorNumber(a) - sensorNumber(b))
                .map(([key, value]) => (
                  <Row key={key} label={`Sensor ${String(sensorNumber(key))}`}>
                    {value === null ? 'Not reported' : `${String(value)} °F`}
                  </Row>
                ))}
            </SettingsCard>
          )}
          {settings.agitatorPump && (
            <AgitatorCard settings={settings.agitatorPump} renderChange={renderChange} />
          )}
          <SettingsCard id="diagnostics-settings" title="System Diagnostics">
            <Text>Every value the panel reports, with its recent log entries.</Text>
            <div>
              <Button component={Link} to={paths.diagnostics.getHref()} variant="default">
                Open Diagnostics
              </Button>
            </div>
          </SettingsCard>
        </SimpleGrid>
      )}
    </SiteTagsState>
  );
}
