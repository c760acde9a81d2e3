import { Alert, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { depositWaiverSchema, formatUsd, hasDeposit } from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { DepositBadge } from '../../../components/ui/project-badges';
import { useWaiveDeposit } from '../api/waive-deposit';
import type { ProjectDetail } from '../api/types';
import { DISMISS, formatDateTime, serverMessage } from './format';

function WaiveDepositButton({ data }: { data: ProjectDetail }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const waive = useWaiveDeposit(data.project.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = depositWaiverSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Reason is required');
      return;
    }
    setFailure(null);
    waive.mutate(parsed.data.reason, {
      onSuccess: () => {
        setOpen(false);
        setReason('');
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          title: 'Deposit waived',
          message: `The ${formatUsd(data.deposit.required_cents)} deposit of ${data.project.id} is waived.`,
        });
      },
      onError: (failed) => {
        setFailure(serverMessage(failed));
      },
    });
  };

  return (
    <>
      <Button
        variant="light"
        color="violet"
        onClick={() => {
          setOpen(true);
        }}
      >
        Waive Deposit
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Waive Deposit"
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {`Waive the ${formatUsd(data.deposit.required_cents)} deposit of ${data.project.project_name}. The waiver is recorded with you as approver, your reason and the time.`}
            </Text>
            {data.waiver.needs_reauthentication && (
              <Text size="sm" c="dimmed">
                Waivers above $5,000 ask you to confirm it is you first.
              </Text>
            )}
            <Textarea
              label="Reason"
              required
              autosize
              minRows={3}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  setOpen(false);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" color="violet" loading={waive.isPending}>
                Waive Deposit
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/**
 * The deposit (sections 4, 6.5 and 9): 30 percent of the estimate, its derived status, the
 * waiver with approver and reason, and Waive Deposit for someone whose authority covers it.
 */
export function DepositCard({ data, canEdit }: { data: ProjectDetail; canEdit: boolean }) {
  const { deposit, waiver } = data;
  const any = hasDeposit({ requiredCents: deposit.required_cents, waived: deposit.waived });
  const open = any && !deposit.waived && deposit.status !== 'Paid';
  if (!any) {
    return (
      <Card withBorder padding="md" component="section" aria-label="Deposit">
        <Title order={3} size="h4" mb="sm">
          Deposit
        </Title>
        <Text size="sm">
          No deposit: this project has no estimate. The standard deposit is{' '}
          {`${String(deposit.standard_percent)}%`} of the estimate once there is one.
        </Text>
      </Card>
    );
  }
  return (
    <Card withBorder padding="md" component="section" aria-label="Deposit">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          Deposit
        </Title>
        <DepositBadge status={deposit.status} requiredCents={deposit.required_cents} />
      </Group>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text
            size="sm"
            c="dimmed"
          >{`Required (${String(deposit.standard_percent)}% of the estimate)`}</Text>
          <Text size="sm">{formatUsd(deposit.required_cents)}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Paid
          </Text>
          <Text size="sm">{formatUsd(deposit.paid_cents)}</Text>
        </Group>
        {deposit.waived && (
          <Alert color="violet" variant="light" title="Deposit waived">
            <Text size="sm">
              {`Approved by ${deposit.waived_by?.name ?? 'a former staff member'} on ${formatDateTime(deposit.waived_at)}.`}
            </Text>
            <Text size="sm">{`Reason: ${deposit.waived_reason ?? '—'}`}</Text>
          </Alert>
        )}
        {open && canEdit && (
          <Stack gap={6} mt="xs">
            <Text size="xs" c="dimmed">
              {waiver.your_authority
                ? `Your deposit waiver authority: ${waiver.your_authority}.`
                : 'You have no deposit waiver authority.'}
            </Text>
            {waiver.can_waive ? (
              <Group>
                <WaiveDepositButton data={data} />
              </Group>
            ) : (
              waiver.refusal && <Text size="sm">{waiver.refusal}</Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
