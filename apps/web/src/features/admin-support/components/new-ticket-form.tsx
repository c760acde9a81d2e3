import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  newTicketSchema,
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  type TicketCategory,
  type TicketPriority,
} from '@wildfire/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { FormActions } from '@/lib/forms/form-actions';
import { useCreateTicket } from '../api/create-ticket';
import { useCustomerHistory } from '../api/get-customer-history';
import { useSupportCustomers } from '../api/get-support-customers';
import { useTicketStaff } from '../api/get-ticket-staff';
import { DISMISS } from '@/components/ui/notices';

interface Values extends Record<string, unknown> {
  customer_id: string | null;
  property_id: string | null;
  subject: string;
  description: string;
  priority: TicketPriority;
  category: TicketCategory;
  assignee_id: string | null;
}

const EMPTY: Values = {
  customer_id: null,
  property_id: null,
  subject: '',
  description: '',
  priority: 'Medium',
  category: 'General',
  assignee_id: null,
};

const UNASSIGNED = 'unassigned';
const NO_PROPERTY = 'none';

function NewTicketForm({ canAssign, onDone }: { canAssign: boolean; onDone: () => void }) {
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    schema: newTicketSchema,
    toInput: (values) => ({
      customer_id: values.customer_id === null ? undefined : Number(values.customer_id),
      subject: values.subject,
      description: values.description,
      priority: values.priority,
      category: values.category,
      property_id:
        values.property_id && values.property_id !== NO_PROPERTY
          ? Number(values.property_id)
          : null,
      assignee_id:
        canAssign && values.assignee_id && values.assignee_id !== UNASSIGNED
          ? Number(values.assignee_id)
          : null,
    }),
  });
  const { values, errors } = form;
  const [customerSearch, setCustomerSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(customerSearch, 250);
  const customers = useSupportCustomers(debouncedSearch, 1);
  const customerId = values.customer_id === null ? null : Number(values.customer_id);
  const history = useCustomerHistory(customerId);
  const staff = useTicketStaff();
  const create = useCreateTicket();
  const navigate = useNavigate();

  const set = <K extends keyof Values & string>(field: K, value: Values[K]) => {
    // Mantine types a value by its path; for a top-level field that is Values[K] itself.
    form.setFieldValue(field, value as never);
  };

  const customerOptions = (customers.data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} (${c.email})`,
  }));
  // The chosen customer stays a choice while another search runs.
  const chosen = history.data?.customer;
  if (chosen && !customerOptions.some((o) => o.value === String(chosen.id))) {
    customerOptions.unshift({
      value: String(chosen.id),
      label: `${chosen.name} (${chosen.email})`,
    });
  }

  const onSend = onSubmit(async (body) => {
    const ticket = await create.mutateAsync(body);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: `Ticket ${ticket.code} created`,
      message: `${ticket.subject} (for ${ticket.customer.name})`,
    });
    onDone();
    void navigate(paths.admin.supportTicket.getHref(ticket.code));
  });

  return (
    <form onSubmit={onSend} noValidate aria-label="New ticket">
      <Stack gap="sm">
        <Select
          label="Customer"
          placeholder="Type a name or email"
          required
          searchable
          clearable
          data={customerOptions}
          value={values.customer_id}
          searchValue={customerSearch}
          onSearchChange={setCustomerSearch}
          filter={({ options }) => options}
          nothingFoundMessage={customers.isFetching ? 'Searching…' : 'No customer found'}
          onChange={(value) => {
            set('customer_id', value);
            set('property_id', null);
          }}
          error={errors.customer_id}
        />
        <Select
          label="Property"
          description="The property the request is about, if any."
          data={[
            { value: NO_PROPERTY, label: 'Not about a property' },
            ...(history.data?.properties ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.name} (${p.address})`,
            })),
          ]}
          value={values.property_id ?? NO_PROPERTY}
          onChange={(value) => {
            set('property_id', value);
          }}
          disabled={customerId === null}
          allowDeselect={false}
          error={errors.property_id}
        />
        <TextInput
          label="Subject"
          required
          maxLength={TICKET_LIMITS.subject}
          value={values.subject}
          onChange={(event) => {
            set('subject', event.currentTarget.value);
          }}
          error={errors.subject}
        />
        <Textarea
          label="Description"
          required
          autosize
          minRows={4}
          maxLength={TICKET_LIMITS.description}
          value={values.description}
          onChange={(event) => {
            set('description', event.currentTarget.value);
          }}
          error={errors.description}
        />
        <Group grow align="flex-start">
          <Select
            label="Priority"
            data={[...TICKET_PRIORITIES]}
            value={values.priority}
            allowDeselect={false}
            onChange={(value) => {
              if (value) set('priority', value as TicketPriority);
            }}
          />
          <Select
            label="Category"
            data={[...TICKET_CATEGORIES]}
            value={values.category}
            allowDeselect={false}
            onChange={(value) => {
              if (value) set('category', value as TicketCategory);
            }}
          />
        </Group>
        {canAssign && (
          <Select
            label="Assignee"
            data={[
              { value: UNASSIGNED, label: 'Unassigned' },
              ...(staff.data?.staff ?? [])
                .filter((s) => s.can_be_assigned)
                .map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            value={values.assignee_id ?? UNASSIGNED}
            allowDeselect={false}
            onChange={(value) => {
              set('assignee_id', value);
            }}
            error={errors.assignee_id}
          />
        )}
        <FormActions failure={failure} busy={busy} submitLabel="Create Ticket" onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** '+ New Ticket': a ticket for a customer, opened on its detail page once created. */
export function NewTicketButton({ canAssign }: { canAssign: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        + New Ticket
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="New Ticket"
        size="lg"
      >
        {open && (
          <NewTicketForm
            canAssign={canAssign}
            onDone={() => {
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </>
  );
}
