import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  planAllowsProperties,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  type SubscriptionUpdate,
} from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { useUpdateSubscription } from '../api/update-subscription';
import type { AccountSubscription, Plan } from '../api/types';
import { formatPlanPrice } from './format';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';
import { ErrorNotice } from '@/components/ui/error-notice';

const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((s) => ({
  value: s,
  label: SUBSCRIPTION_STATUS_LABELS[s],
}));

/** Change an account's plan or status; the customer's Subscription screen shows the change. */
export function ChangeSubscriptionModal({
  subscription,
  plans,
  onClose,
}: {
  subscription: AccountSubscription;
  plans: Plan[];
  onClose: () => void;
}) {
  const [planId, setPlanId] = useState<string | null>(
    subscription.plan ? String(subscription.plan.id) : null,
  );
  const [status, setStatus] = useState<SubscriptionStatus>(subscription.status ?? 'active');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSubscription();

  const chosen = plans.find((p) => String(p.id) === planId) ?? null;
  const tooSmall =
    chosen !== null &&
    chosen.id !== subscription.plan?.id &&
    !planAllowsProperties(chosen.max_properties, subscription.properties_used);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setError('Choose a plan.');
      return;
    }
    const body: SubscriptionUpdate = {};
    if (chosen.id !== subscription.plan?.id) body.plan_id = chosen.id;
    if (status !== subscription.status) body.status = status;
    if (body.plan_id === undefined && body.status === undefined) {
      onClose();
      return;
    }
    setError(null);
    update.mutate(
      { accountId: subscription.account_id, body },
      {
        onSuccess: (saved) => {
          notifications.show({
            closeButtonProps: DISMISS,
            color: 'green',
            message: `${saved.account_name}: ${saved.plan?.name ?? 'no'} plan, ${saved.status_label ?? 'no subscription'}.`,
          });
          onClose();
        },
        onError: (failure) => {
          setError(serverMessage(failure));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Change subscription: ${subscription.account_name}`}>
      <form onSubmit={onSubmit} noValidate aria-label="Change subscription">
        <Stack gap="sm">
          <Text size="sm">
            {`${String(subscription.properties_used)} ${subscription.properties_used === 1 ? 'property' : 'properties'} on this account.`}
          </Text>
          <Select
            label="Plan"
            data={plans.map((p) => ({
              value: String(p.id),
              label: `${p.name} (${formatPlanPrice(p.price, p.period)}, ${p.max_properties === null ? 'unlimited' : `up to ${String(p.max_properties)}`})`,
            }))}
            value={planId}
            onChange={(value) => {
              setPlanId(value);
              setError(null);
            }}
            allowDeselect={false}
            error={
              tooSmall
                ? `${chosen.name} allows up to ${String(chosen.max_properties)} properties.`
                : undefined
            }
          />
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(value) => {
              if (value) setStatus(value as SubscriptionStatus);
            }}
            allowDeselect={false}
          />
          {error && <ErrorNotice>{error}</ErrorNotice>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={tooSmall}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
