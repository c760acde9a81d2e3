import { Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';

import type { CommandStep, StepTone } from './command-steps';

function StepIcon({ tone }: { tone: StepTone }) {
  if (tone === 'waiting') return <Loader size={16} aria-hidden="true" />;
  return (
    <ThemeIcon
      size={18}
      radius="xl"
      color={tone === 'done' ? 'green.6' : 'red.6'}
      c="black"
      aria-hidden="true"
    >
      <svg width="12" height="12" viewBox="0 0 24 24" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          d={tone === 'done' ? 'M5 12l5 5 9-10' : 'M6 6l12 12M18 6L6 18'}
        />
      </svg>
    </ThemeIcon>
  );
}

/**
 * Where a command stands, step by step. The live region is always in the page so screen readers
 * announce each new step as the command moves on.
 */
export function CommandProgress({ steps, label }: { steps: CommandStep[]; label: string }) {
  return (
    <Stack gap={4} role="status" aria-live="polite" aria-label={label}>
      {steps.map((step) => (
        <Group key={step.label} gap="xs" wrap="nowrap" align="flex-start">
          <StepIcon tone={step.tone} />
          <Text size="sm" fw={step.tone === 'failed' ? 600 : undefined}>
            {step.label}
            {step.timer && (
              // Counting seconds would be read out every second: it is for the eyes only.
              <span aria-hidden="true"> ({step.timer})</span>
            )}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
