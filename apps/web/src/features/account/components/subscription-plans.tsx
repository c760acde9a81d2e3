import {
  Badge,
  Card,
  Center,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';

import type { CustomerAccount } from '../api/get-accounts';
import { useSubscription } from '../api/get-subscription';
import { BillingError } from './billing-error';
import { formatLongDay } from '@/lib/format/dates';
import { formatPrice } from '@/lib/format/money';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Subscription: the plans on offer, the account's current one and when it bills next. */
export function SubscriptionPlans({ account }: { account: CustomerAccount }) {
  const query = useSubscription(account.id);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading your subscription" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <BillingError
        title="Your subscription could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const { plans, status, next_billing } = query.data;
  const current = plans.find((plan) => plan.current);

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md">
        <Stack gap={4}>
          <Text size="sm">{account.name}</Text>
          <Text fw={600}>
            {current ? `Current plan: ${current.name}` : 'No plan is active on this account.'}
          </Text>
          {status && <Text size="sm">Status: {capitalise(status)}</Text>}
          {next_billing && (
            <Text size="sm">
              Next billing date: <time dateTime={next_billing}>{formatLongDay(next_billing)}</time>
            </Text>
          )}
        </Stack>
      </Card>

      {plans.length === 0 ? (
        <Text>No plans are available.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {plans.map((plan) => (
            <Card
              key={plan.id}
              withBorder
              radius="md"
              padding="lg"
              component="section"
              aria-label={`${plan.name} plan`}
              style={
                plan.current
                  ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
                  : undefined
              }
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start">
                  <Title order={2} size="h3">
                    {plan.name}
                  </Title>
                  {plan.current && (
                    <Badge color="orange.6" c="black" radius="sm">
                      Current plan
                    </Badge>
                  )}
                </Group>
                <Text fz="xl" fw={700}>
                  {formatPrice(plan.price)}/{plan.period}
                </Text>
                <Text size="sm">
                  {plan.max_properties === null
                    ? 'Unlimited properties'
                    : `Up to ${String(plan.max_properties)} properties`}
                </Text>
                <List size="sm" spacing={4}>
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
