import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';

import { ApiError } from '@/lib/api-client';
import {
  deleteDeviceSubscription,
  getPushPublicKey,
  saveDeviceSubscription,
  useSendTestNotification,
  type TestNotificationOutcome,
} from '../api/push-subscriptions';
import { currentSubscription, pushSupported, subscribeThisDevice } from '../lib/device-push';
import { ErrorNotice } from '@/components/ui/error-notice';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

function testOutcomeText(outcome: TestNotificationOutcome) {
  if (outcome.status !== 'failed') {
    const accepted = outcome.devices.filter((d) => d.result === 'accepted').length;
    return `Sent to ${String(accepted)} ${accepted === 1 ? 'device' : 'devices'}. It should appear in a moment.`;
  }
  return `Not sent: ${outcome.error ?? 'the push service refused it.'}`;
}

/**
 * My Account, "Notifications on this device" (issue 34): urgent alarms reach this phone or
 * computer as notifications. The browser asks for permission only when the person turns it on;
 * turning it off unsubscribes the device. "Send a test notification" proves it end to end.
 */
export function DeviceNotifications({
  description = 'Urgent alarms and fire alerts for your properties appear on this phone or computer, even when the portal is closed, with a button to acknowledge them.',
}: {
  /** What this device will be told of: the back-office says it for staff. */
  description?: string;
}) {
  const supported = pushSupported();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const test = useSendTestNotification();

  useEffect(() => {
    if (!supported) return;
    let current = true;
    currentSubscription()
      .then((subscription) => {
        if (current) setOn(subscription !== null && Notification.permission === 'granted');
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [supported]);

  const turnOn = async () => {
    const result = await subscribeThisDevice(async () => (await getPushPublicKey()).publicKey);
    if (result.outcome === 'denied') {
      setProblem(
        'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn this on again.',
      );
      return;
    }
    if (result.outcome === 'no-worker') {
      setProblem('This page is not ready for notifications yet. Reload it and try again.');
      return;
    }
    await saveDeviceSubscription(result.subscription);
    setOn(true);
  };

  const turnOff = async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      await deleteDeviceSubscription(subscription.endpoint).catch((error: unknown) => {
        // Already gone at the server: nothing left to remove there.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
      await subscription.unsubscribe();
    }
    setOn(false);
  };

  const toggle = async (next: boolean) => {
    setBusy(true);
    setProblem(null);
    test.reset();
    try {
      await (next ? turnOn() : turnOff());
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-label="Notifications on this device"
    >
      <Stack gap="md">
        <Title order={3} size="h4">
          Notifications on this device
        </Title>
        <Text size="sm">{description}</Text>
        {supported ? (
          <Switch
            checked={on}
            disabled={busy}
            onChange={(event) => void toggle(event.currentTarget.checked)}
            label="Notifications on this device"
            description={
              busy
                ? 'Saving...'
                : on
                  ? 'On: this device is notified.'
                  : 'Off: nothing is shown here.'
            }
          />
        ) : (
          <Text size="sm" fw={600}>
            This browser cannot show notifications from the portal. On an iPhone or iPad, add the
            portal to your Home Screen first, then open it from there.
          </Text>
        )}
        {problem && <ErrorNotice title="Notifications not changed">{problem}</ErrorNotice>}
        <Group>
          <Button
            variant="default"
            onClick={() => test.mutate()}
            loading={test.isPending}
            disabled={busy}
          >
            Send a test notification
          </Button>
        </Group>
        {test.data && (
          <Text size="sm" role="status">
            {testOutcomeText(test.data)}
          </Text>
        )}
        {test.isError && (
          <Text size="sm" role="alert" c="red.9">
            {messageOf(test.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
