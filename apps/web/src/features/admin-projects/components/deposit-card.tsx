import { Alert, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { depositWaiverSchema, formatUsd, hasDeposit } from '@wildfire/shared';
import { useState } from 'react';

import { DepositBadge } from '@/components/ui/project-badges';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { FormActions } from '@/lib/forms/form-actions';
import { useWaiveDeposit } from '../api/waive-deposit';
import type { ProjectDetail } from '../api/types';
import { DISMISS } from '@/components/ui/notices';
import { formatDateTime } from '@/lib/format/dates';

function WaiveDepositButton({ data }: { data: ProjectDetail }) {
  const [open, setOpen] = useState(false);
  // Held here, not in the modal, so a cancelled waiver keeps its reason.
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: { reason: '' },
    schema: depositWaiverSchema,
  });
  const waive = useWaiveDeposit(data.project.id);

  const onSend = onSubmit(async ({ reason }) => {
    await waive.mutateAsync(reason);
    setOpen(false);
    form.reset();
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: 'Deposit waived',
      message: `The ${formatUsd(data.deposit.required_cents)} deposit of ${data.project.id} is waived.`,
    });
  });

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
        <form onSubmit={onSend} noValidate>
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
              {...form.getInputProps('reason')}
            />
            <FormActions
              failure={failure}
              busy={busy}
              submitLabel="Waive Deposit"
              submitColor="violet"
              onCancel={() => {
                setOpen(false);
              }}
            />
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
