import { Button, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTO_ACTIVATION_LIMITS } from '@wildfire/shared';
import { useEffect, useState } from 'react';

import { useSaveAutoActivation, type FireAnswer } from '@/lib/fire-data';

// Its own file, loaded when someone opens the form (fire-nearby-card.tsx): the number inputs and
// the switch are not needed to read the card (decision 086).

/** The Owner's or Property Manager's rule: start when a fire comes within X miles. */
export function AutoActivationForm({ siteId, fire }: { siteId: string; fire: FireAnswer }) {
  const save = useSaveAutoActivation(siteId);
  const [enabled, setEnabled] = useState(fire.auto_activation.enabled);
  const [within, setWithin] = useState<number | string>(fire.auto_activation.within_miles);
  const [countdown, setCountdown] = useState<number | string>(
    fire.auto_activation.countdown_minutes,
  );
  useEffect(() => {
    setEnabled(fire.auto_activation.enabled);
    setWithin(fire.auto_activation.within_miles);
    setCountdown(fire.auto_activation.countdown_minutes);
  }, [fire.auto_activation]);
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { enabled, within_miles: Number(within), countdown_minutes: Number(countdown) },
          {
            onSuccess: () => notifications.show({ message: 'Automatic activation saved.' }),
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          },
        );
      }}
    >
      <Title order={3} size="h5">
        Automatic activation
      </Title>
      <Switch
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
        label="Start the system when a fire comes near or an Evacuation Immediate covers the property"
      />
      <Group grow align="flex-start">
        <NumberInput
          label="Fire within (miles)"
          min={AUTO_ACTIVATION_LIMITS.minMiles}
          max={AUTO_ACTIVATION_LIMITS.maxMiles}
          allowDecimal={false}
          value={within}
          onChange={setWithin}
          disabled={!enabled}
        />
        <NumberInput
          label="Countdown (minutes)"
          min={AUTO_ACTIVATION_LIMITS.minCountdownMinutes}
          max={AUTO_ACTIVATION_LIMITS.maxCountdownMinutes}
          allowDecimal={false}
          value={countdown}
          onChange={setCountdown}
          disabled={!enabled}
        />
      </Group>
      <Text size="sm">
        Everyone on the property is told at once and anyone with control can cancel during the
        countdown. It never starts an offline or not-ready panel, and starts once per fire until you
        save again.
      </Text>
      <Group>
        <Button type="submit" loading={save.isPending}>
          Save automatic activation
        </Button>
      </Group>
    </Stack>
  );
}
