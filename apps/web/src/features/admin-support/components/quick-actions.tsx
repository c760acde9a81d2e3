import {
  Anchor,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  TICKET_LIMITS,
  ticketEmailSchema,
  type PermissionId,
  type TicketDetail,
} from '@wildfire/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useAddCollaborator } from '../api/add-collaborator';
import { useConvertTicket } from '../api/convert-ticket';
import { useEmailCustomer } from '../api/email-customer';
import { useTicketStaff } from '../api/get-ticket-staff';
import { CustomerHistory } from './customer-history';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';
import { FormFailure } from '@/lib/forms/form-actions';

type Dialog = 'email' | 'collaborator' | 'history' | null;

/** Send Email to Customer: the mail is sent and recorded as a system message. */
function EmailForm({ ticket, onDone }: { ticket: TicketDetail; onDone: () => void }) {
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: { subject: `[${ticket.code}] ${ticket.subject}`, message: '' },
    schema: ticketEmailSchema,
  });
  const email = useEmailCustomer(ticket.code);

  const onSend = onSubmit(async (body) => {
    const { outcome } = await email.mutateAsync(body);
    notifications.show({
      closeButtonProps: DISMISS,
      color: outcome === 'failed' ? 'yellow' : 'green',
      title: outcome === 'failed' ? 'The email could not be delivered' : 'Email sent',
      message:
        outcome === 'failed'
          ? 'The attempt is recorded in the conversation and the mail delivery log.'
          : `Sent to ${ticket.customer.email} and recorded in the conversation.`,
    });
    onDone();
  });

  return (
    <form onSubmit={onSend} noValidate aria-label="Email to customer">
      <Stack gap="sm">
        <Text size="sm">To: {ticket.customer.email}</Text>
        <TextInput
          label="Subject"
          required
          maxLength={TICKET_LIMITS.subject}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          maxLength={TICKET_LIMITS.message}
          {...form.getInputProps('message')}
        />
        <FormFailure failure={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Send Email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add Collaborator: a staff member who may see tickets and is not on this one yet. */
function CollaboratorForm({ ticket, onDone }: { ticket: TicketDetail; onDone: () => void }) {
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const staff = useTicketStaff();
  const add = useAddCollaborator(ticket.code);
  const taken = new Set(ticket.collaborators.map((c) => c.id));
  const options = (staff.data?.staff ?? [])
    .filter((s) => !taken.has(s.id))
    .map((s) => ({ value: String(s.id), label: `${s.name} (${s.email})` }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError('Choose a staff member');
      return;
    }
    setFailure(null);
    add.mutate(Number(choice), {
      onSuccess: () => {
        const name = options.find((o) => o.value === choice)?.label ?? 'The staff member';
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          title: 'Collaborator added',
          message: `${name} now follows ${ticket.code}.`,
        });
        onDone();
      },
      onError: (failed) => {
        setFailure(serverMessage(failed));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add collaborator">
      <Stack gap="sm">
        <Select
          label="Staff member"
          placeholder={staff.isPending ? 'Loading staff…' : 'Choose a staff member'}
          searchable
          data={options}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setError(undefined);
          }}
          nothingFoundMessage="No other staff member may see support tickets"
          error={error}
          required
        />
        <FormFailure failure={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add Collaborator
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The ticket's quick actions (section 2.7), all real: Send Email to Customer, Add Collaborator,
 * Convert to Project (a project at the ticket's property) and View Customer History.
 */
export function QuickActions({
  ticket,
  permissions,
}: {
  ticket: TicketDetail;
  permissions: readonly PermissionId[];
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const convert = useConvertTicket(ticket.code);
  const canEdit = permissions.includes('edit_support_tickets');
  const canConvert = canEdit && permissions.includes('create_projects');
  const close = () => {
    setDialog(null);
  };

  const confirmConvert = () => {
    modals.openConfirmModal({
      title: 'Convert to Project',
      children: (
        <Text size="sm">
          {`Create a Planning project "${ticket.subject}" at ${ticket.property?.name ?? 'the property'} and link it to ${ticket.code}?`}
        </Text>
      ),
      labels: { confirm: 'Convert', cancel: 'Cancel' },
      onConfirm: () => {
        convert.mutate(undefined, {
          onSuccess: ({ project_id }) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'green',
              title: `Project ${project_id} created`,
              message: `${ticket.code} is linked to it.`,
            });
          },
          onError: (error) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: 'The ticket was not converted',
              message: serverMessage(error),
            });
          },
        });
      },
    });
  };

  return (
    <Stack gap="xs">
      <Button
        variant="default"
        disabled={!canEdit}
        onClick={() => {
          setDialog('email');
        }}
      >
        Send Email to Customer
      </Button>
      <Button
        variant="default"
        disabled={!canEdit}
        onClick={() => {
          setDialog('collaborator');
        }}
      >
        Add Collaborator
      </Button>
      {ticket.project ? (
        <Text size="sm">
          Converted to project{' '}
          <Anchor
            component={Link}
            to={paths.admin.project.getHref(ticket.project.id)}
            underline="always"
          >
            {`${ticket.project.id}: ${ticket.project.name}`}
          </Anchor>
        </Text>
      ) : (
        <>
          <Button
            variant="default"
            disabled={!canConvert || ticket.property === null}
            loading={convert.isPending}
            onClick={confirmConvert}
          >
            Convert to Project
          </Button>
          {ticket.property === null ? (
            <Text size="xs">
              This ticket has no property, so it cannot be converted to a project.
            </Text>
          ) : (
            !canConvert && (
              <Text size="xs">
                Converting needs the Create Projects and Edit Support Tickets permissions.
              </Text>
            )
          )}
        </>
      )}
      <Button
        variant="default"
        onClick={() => {
          setDialog('history');
        }}
      >
        View Customer History
      </Button>

      <Modal opened={dialog === 'email'} onClose={close} title="Send Email to Customer" size="lg">
        {dialog === 'email' && <EmailForm ticket={ticket} onDone={close} />}
      </Modal>
      <Modal opened={dialog === 'collaborator'} onClose={close} title="Add Collaborator">
        {dialog === 'collaborator' && <CollaboratorForm ticket={ticket} onDone={close} />}
      </Modal>
      <Modal opened={dialog === 'history'} onClose={close} title="Customer History" size="xl">
        {dialog === 'history' && (
          <Stack gap="sm">
            <CustomerHistory
              customerId={ticket.customer.id}
              exceptTicketId={ticket.id}
              headingLevel={2}
            />
            <Anchor
              component={Link}
              size="sm"
              to={`${paths.admin.customerSupport.getHref()}?customer=${String(ticket.customer.id)}`}
            >
              Open in Customer Support
            </Anchor>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
