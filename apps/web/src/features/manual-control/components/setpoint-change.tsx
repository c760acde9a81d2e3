import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { checkTagWrite, describeTag } from '@wildfire/shared';
import { useState, type FormEvent } from 'react';

import type { Property } from '@/lib/site-data';
import { usePanelCommand } from '../hooks/use-panel-command';
import { CommandProgress } from './command-progress';

export interface SetpointField {
  /** A writable panel tag, e.g. SD_LENGTH. */
  tag: string;
  label: string;
  current: number | null;
}

/** A setting a person may change on the panel: one or more tags edited together. */
export interface Setpoint {
  /** Short, for the button: "run length". */
  label: string;
  /** Full, for the form and the confirmation: "structure defense run length". */
  subject: string;
  fields: SetpointField[];
  /** The values as they read in the confirmation: "30", "06:30". */
  format: (values: readonly number[]) => string;
  /** Said once after the new value: "minutes". */
  unit?: string;
}

/** "Change structure defense run length at Malibu Canyon Residence from 30 to 20 minutes?" */
export function changeQuestion(setpoint: Setpoint, propertyName: string, next: readonly number[]) {
  const unit = setpoint.unit ? ` ${setpoint.unit}` : '';
  const current = setpoint.fields.map((f) => f.current);
  const to = `${setpoint.format(next)}${unit}`;
  if (current.some((v) => v === null))
    return `Set ${setpoint.subject} at ${propertyName} to ${to}?`;
  return `Change ${setpoint.subject} at ${propertyName} from ${setpoint.format(current as number[])} to ${to}?`;
}

const rangeText = (tag: string) => {
  const spec = describeTag(tag);
  return `Enter a whole number from ${String(spec?.min ?? 0)} to ${String(spec?.max ?? 0)}.`;
};

type Draft = Array<number | string>;

interface SetpointChangeProps {
  siteId: string;
  property: Property;
  setpoint: Setpoint;
}

/**
 * The Change button of a setting, its form, the confirmation naming the property, and the
 * command's progress once sent. Values are checked with the shared tag-write rule first.
 */
export function SetpointChange({ siteId, property, setpoint }: SetpointChangeProps) {
  const [opened, form] = useDisclosure(false);
  const [draft, setDraft] = useState<Draft>([]);
  const [errors, setErrors] = useState<Array<string | null>>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const command = usePanelCommand({
    siteId,
    isApplied: (tags, writes) => writes.every((w) => tags[w.tag] === w.value),
    confirmedLabel: () => "Applied — confirmed by the panel's tags",
  });

  const open = () => {
    setDraft(setpoint.fields.map((f) => f.current ?? ''));
    setErrors([]);
    setFormError(null);
    form.open();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checks = setpoint.fields.map((field, i) => {
      const raw = draft[i];
      return checkTagWrite(field.tag, typeof raw === 'number' ? raw : Number.NaN);
    });
    const fieldErrors = checks.map((c, i) => (c.ok ? null : rangeText(setpoint.fields[i]!.tag)));
    setErrors(fieldErrors);
    if (fieldErrors.some((e) => e !== null)) return;
    const next = checks.map((c) => (c.ok ? c.value : 0));
    const writes = setpoint.fields
      .map((field, i) => ({ tag: field.tag, value: next[i]!, current: field.current }))
      .filter((w) => w.value !== w.current)
      .map(({ tag, value }) => ({ tag, value }));
    if (writes.length === 0) {
      setFormError('The panel already has this setting.');
      return;
    }
    form.close();
    modals.openConfirmModal({
      title: `Change ${setpoint.subject}`,
      children: <Text size="sm">{changeQuestion(setpoint, property.name, next)}</Text>,
      labels: { confirm: 'Change', cancel: 'Cancel' },
      onConfirm: () => {
        command.send(writes);
      },
    });
  };

  return (
    <Stack gap="xs">
      <Group>
        <Button size="xs" variant="default" onClick={open} disabled={command.isSending}>
          {command.isSending ? 'Sending...' : `Change ${setpoint.label}`}
        </Button>
      </Group>
      <CommandProgress steps={command.steps} label={`${setpoint.subject} change status`} />

      <Modal opened={opened} onClose={form.close} title={`Change ${setpoint.subject}`}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {setpoint.fields.map((field, i) => {
              const spec = describeTag(field.tag);
              return (
                <NumberInput
                  key={field.tag}
                  label={field.label}
                  description={`${String(spec?.min ?? '')} to ${String(spec?.max ?? '')}`}
                  value={draft[i] ?? ''}
                  onChange={(value) => {
                    setDraft((d) => d.map((v, j) => (j === i ? value : v)));
                  }}
                  error={errors[i] ?? undefined}
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  required
                  // Mantine's dimmed description grey falls below 4.5:1 in the dark theme.
                  styles={{ description: { color: 'var(--mantine-color-text)' } }}
                  data-autofocus={i === 0 ? true : undefined}
                />
              );
            })}
            {formError && (
              <Alert color="yellow" variant="light">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={form.close}>
                Cancel
              </Button>
              <Button type="submit">Save</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
