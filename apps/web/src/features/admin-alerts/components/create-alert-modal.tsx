import {
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  BROADCAST_MESSAGE_MAX,
  BROADCAST_SENDING_TEXT,
  BROADCAST_TITLE_MAX,
  BROADCAST_TYPES,
  broadcastSentText,
  canPreviewBroadcast,
  canSendBroadcast,
  recipientCount,
  type BroadcastRecipientMode,
  type BroadcastType,
} from '@wildfire/shared';
import { useState } from 'react';

import { useCurrentUser } from '@/lib/auth/auth-context';
import { useBroadcastAudience } from '../api/get-broadcast-audience';
import { useSendBroadcast } from '../api/send-broadcast';
import { BROADCAST_TYPE_STYLES } from '../broadcast-styles';
import { BroadcastTypeBadge } from './broadcast-badges';
import { UsersOverview } from './users-overview';
import { ErrorNotice } from '@/components/ui/error-notice';

/** The New-alert form of spec 3, with its defaults: email on, SMS off, push on. */
interface NewAlertForm {
  type: BroadcastType;
  title: string;
  message: string;
  recipients: BroadcastRecipientMode;
  selectedUsers: number[];
  selectedProperty: number | null;
  sendEmail: boolean;
  sendSMS: boolean;
  sendPush: boolean;
}

const INITIAL_FORM: NewAlertForm = {
  type: 'info',
  title: '',
  message: '',
  recipients: 'all',
  selectedUsers: [],
  selectedProperty: null,
  sendEmail: true,
  sendSMS: false,
  sendPush: true,
};

function AlertPreview({ form, recipients }: { form: NewAlertForm; recipients: number }) {
  const user = useCurrentUser();
  const channels = [
    'In-app',
    ...(form.sendEmail ? ['Email'] : []),
    ...(form.sendSMS ? ['SMS'] : []),
    ...(form.sendPush ? ['Push'] : []),
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Preview
      </Title>
      <Text size="sm" c="dimmed">
        As customers will see it in their Alerts and Inbox.
      </Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap={6}>
          <Group gap="xs">
            <BroadcastTypeBadge type={form.type} />
          </Group>
          <Text fw={700}>{form.title.trim()}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {form.message.trim()}
          </Text>
          <Text size="xs">From {user.name}</Text>
        </Stack>
      </Paper>
      <Text size="sm">
        To {recipients} {recipients === 1 ? 'user' : 'users'} by {channels.join(', ')}
      </Text>
    </Stack>
  );
}

/**
 * '+ Create New Alert' (spec 2.4, 3, 4, 5): the form on the left, the users overview or the
 * preview on the right; Preview and Send enable by the shared rules; sending shows
 * 'Sending...', then 'Alert sent successfully to {n} users!', resets the form and closes.
 */
export function CreateAlertModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [form, setForm] = useState<NewAlertForm>(INITIAL_FORM);
  const [previewing, setPreviewing] = useState(false);
  const audience = useBroadcastAudience(opened);
  const send = useSendBroadcast();
  const phone = useMediaQuery('(max-width: 48em)');

  const set = <K extends keyof NewAlertForm>(key: K, value: NewAlertForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  };

  const count = audience.data
    ? recipientCount(form, {
        allUsers: audience.data.all_users,
        usersByProperty: Object.fromEntries(
          audience.data.properties.map((p) => [p.id, p.user_count]),
        ),
      })
    : 0;
  const canPreview = canPreviewBroadcast(form);
  const canSend = canSendBroadcast(form, count, send.isPending);

  const close = () => {
    if (send.isPending) return;
    send.reset();
    onClose();
  };

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      {
        type: form.type,
        title: form.title,
        message: form.message,
        recipients: form.recipients,
        selected_users: form.recipients === 'selected' ? form.selectedUsers : [],
        selected_property: form.recipients === 'property' ? form.selectedProperty : null,
        send_email: form.sendEmail,
        send_sms: form.sendSMS,
        send_push: form.sendPush,
      },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: broadcastSentText(answer.recipient_count),
            autoClose: 8_000,
          });
          setForm(INITIAL_FORM);
          setPreviewing(false);
          send.reset();
          onClose();
        },
      },
    );
  };

  const propertyOptions = (audience.data?.properties ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name}${p.site_id ? ` (${p.site_id})` : ''} · ${String(p.user_count)} ${
      p.user_count === 1 ? 'user' : 'users'
    }`,
  }));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Create New Alert"
      size="80rem"
      fullScreen={phone ?? false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <form
          aria-label="New alert"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Select
              label="Alert Type"
              data={BROADCAST_TYPES.map((t) => ({
                value: t,
                label: BROADCAST_TYPE_STYLES[t].label,
              }))}
              value={form.type}
              onChange={(value) => {
                if (value) set('type', value as BroadcastType);
              }}
              allowDeselect={false}
            />
            <TextInput
              label="Alert Title"
              required
              maxLength={BROADCAST_TITLE_MAX}
              value={form.title}
              onChange={(e) => {
                set('title', e.currentTarget.value);
              }}
            />
            <Textarea
              label="Alert Message"
              required
              autosize
              minRows={4}
              maxLength={BROADCAST_MESSAGE_MAX}
              value={form.message}
              onChange={(e) => {
                set('message', e.currentTarget.value);
              }}
            />
            <Radio.Group
              label="Recipients"
              value={form.recipients}
              onChange={(value) => {
                set('recipients', value as BroadcastRecipientMode);
              }}
            >
              <Stack gap={6} mt={4}>
                <Radio
                  value="all"
                  label={`All Users${audience.data ? ` (${String(audience.data.all_users)})` : ''}`}
                />
                <Radio value="selected" label="Selected Users" />
                <Radio value="property" label="Property" />
              </Stack>
            </Radio.Group>
            {form.recipients === 'selected' && (
              <Text size="sm">
                {form.selectedUsers.length === 1
                  ? '1 user selected in the users overview'
                  : `${String(form.selectedUsers.length)} users selected in the users overview`}
              </Text>
            )}
            {form.recipients === 'property' && (
              <Select
                label="Property"
                placeholder="Choose a property"
                searchable
                data={propertyOptions}
                value={form.selectedProperty === null ? null : String(form.selectedProperty)}
                onChange={(value) => {
                  set('selectedProperty', value ? Number(value) : null);
                }}
                nothingFoundMessage="No property found"
              />
            )}
            <Checkbox.Group
              label="Delivery Methods"
              value={[
                ...(form.sendEmail ? ['email'] : []),
                ...(form.sendSMS ? ['sms'] : []),
                ...(form.sendPush ? ['push'] : []),
              ]}
              onChange={(values) => {
                setForm((current) => ({
                  ...current,
                  sendEmail: values.includes('email'),
                  sendSMS: values.includes('sms'),
                  sendPush: values.includes('push'),
                }));
              }}
            >
              <Group gap="md" mt={4}>
                <Checkbox value="email" label="Email" />
                <Checkbox value="sms" label="SMS" />
                <Checkbox value="push" label="Push" />
              </Group>
            </Checkbox.Group>
            <Text size="sm" fw={600} aria-live="polite">
              {audience.isError
                ? 'Recipients could not be counted.'
                : `Recipients: ${String(count)}`}
            </Text>
            {send.isError && (
              <ErrorNotice title="The alert was not sent">{send.error.message}</ErrorNotice>
            )}
            <Group gap="sm" justify="flex-end">
              <Button variant="default" onClick={close} disabled={send.isPending}>
                Cancel
              </Button>
              <Button
                variant="default"
                disabled={!canPreview}
                aria-pressed={previewing}
                onClick={() => {
                  setPreviewing((v) => !v);
                }}
              >
                {previewing ? 'Users Overview' : 'Preview'}
              </Button>
              <Button type="submit" disabled={!canSend}>
                {send.isPending ? BROADCAST_SENDING_TEXT : 'Send Alert'}
              </Button>
            </Group>
          </Stack>
        </form>
        <div>
          {previewing && canPreview ? (
            <AlertPreview form={form} recipients={count} />
          ) : (
            <UsersOverview
              selectable={form.recipients === 'selected'}
              selected={form.selectedUsers}
              onToggle={(userId, checked) => {
                setForm((current) => ({
                  ...current,
                  selectedUsers: checked
                    ? [...new Set([...current.selectedUsers, userId])]
                    : current.selectedUsers.filter((id) => id !== userId),
                }));
              }}
            />
          )}
        </div>
      </SimpleGrid>
    </Modal>
  );
}
