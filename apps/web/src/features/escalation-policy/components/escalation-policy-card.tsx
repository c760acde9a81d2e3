import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { escalationPolicySchema, type EscalationPolicyInput } from '@wildfire/shared';
import { useEffect } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { FormFailure } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useEscalationPolicy, useSaveEscalationPolicy } from '../api/escalation-policy';
import { DISMISS } from '@/components/ui/notices';

/** The notice's close button, named for screen readers. */

type Field = keyof EscalationPolicyInput;

/** The three numbers, as the form holds them (a cleared box is an empty string). */
type Draft = Record<Field, number | string>;

const minutesOrNothing = (value: number | string) => (value === '' ? undefined : Number(value));

/**
 * Who an urgent alarm nobody acknowledges reaches, and when: the owner and members at once,
 * the Emergency Contacts (by text, push and email) and then the company's on-call staff after
 * the minutes set here, with reminders in between. Owners and Property Managers change it.
 */
export function EscalationPolicyCard({ propertyId }: { propertyId: number }) {
  const policy = useEscalationPolicy(propertyId);
  const save = useSaveEscalationPolicy(propertyId);
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: {
      emergency_contacts_after_minutes: '',
      on_call_after_minutes: '',
      reminder_every_minutes: '',
    } as Draft,
    schema: escalationPolicySchema,
    toInput: (draft) => ({
      emergency_contacts_after_minutes: minutesOrNothing(draft.emergency_contacts_after_minutes),
      on_call_after_minutes: minutesOrNothing(draft.on_call_after_minutes),
      reminder_every_minutes: minutesOrNothing(draft.reminder_every_minutes),
    }),
    failureOf: (error) => (error instanceof Error ? error.message : 'The policy was not saved.'),
  });

  // The stored policy fills the form once loaded, and again whenever it changes (after a save).
  const { setValues } = form;
  useEffect(() => {
    if (policy.data)
      setValues({
        emergency_contacts_after_minutes: policy.data.emergency_contacts_after_minutes,
        on_call_after_minutes: policy.data.on_call_after_minutes,
        reminder_every_minutes: policy.data.reminder_every_minutes,
      });
  }, [policy.data, setValues]);

  const submit = onSubmit(async (policyInput) => {
    await save.mutateAsync(policyInput);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      message: 'Escalation policy saved.',
    });
  });

  const canEdit = policy.data?.can_edit ?? false;
  const field = (name: Field, label: string, description: string, min: number, max: number) => (
    <NumberInput
      label={label}
      description={description}
      suffix=" min"
      min={min}
      max={max}
      step={1}
      allowDecimal={false}
      {...form.getInputProps(name)}
      readOnly={!canEdit}
      w={{ base: '100%', sm: 220 }}
    />
  );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="escalation-policy">
      <Stack gap="sm">
        <Title order={2} size="h4" id="escalation-policy">
          Alarm escalation
        </Title>
        <Text size="sm">
          An urgent alarm reaches the owner and members at once. If nobody acknowledges it, the
          Emergency Contacts are told by text, push and email, then the Wildfire Defense on-call
          team. Everyone told is reminded until someone acknowledges.
        </Text>
        {policy.isError ? (
          <QueryErrorAlert
            title="The escalation policy could not be loaded"
            error={policy.error}
            onRetry={() => void policy.refetch()}
            retrying={policy.isFetching}
          />
        ) : (
          <form noValidate aria-labelledby="escalation-policy" onSubmit={submit}>
            <Stack gap="sm">
              <FormFailure failure={failure} />
              <Group align="flex-start" wrap="wrap" gap="sm">
                {field(
                  'emergency_contacts_after_minutes',
                  'Emergency Contacts after',
                  '1 to 120 minutes',
                  1,
                  120,
                )}
                {field('on_call_after_minutes', 'On-call team after', '1 to 240 minutes', 1, 240)}
                {field('reminder_every_minutes', 'Remind every', '0 turns reminders off', 0, 60)}
              </Group>
              {canEdit ? (
                <Group>
                  <Button type="submit" disabled={busy || !policy.data}>
                    {busy ? 'Saving...' : 'Save escalation'}
                  </Button>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  Only the property owner or manager can change this.
                </Text>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
