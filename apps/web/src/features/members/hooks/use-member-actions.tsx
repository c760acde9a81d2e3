import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { InvitationMail } from '@wildfire/shared';
import { useState } from 'react';

import type { Member } from '../api/get-property-users';
import { invitationNotice } from '../invitation-notice';
import { serverMessage } from '../server-message';

interface MemberActionsOptions {
  resend: (userId: number) => Promise<InvitationMail>;
  remove: (userId: number) => Promise<unknown>;
  /** The confirmation question for removing this person. */
  removeQuestion: (name: string) => string;
}

/** Resend and Remove for one list of members: confirmation, busy state and the outcome. */
export function useMemberActions({ resend, remove, removeQuestion }: MemberActionsOptions) {
  const [busyId, setBusyId] = useState<number | null>(null);

  const onResend = async (member: Member) => {
    setBusyId(member.id);
    try {
      const sent = await resend(member.id);
      notifications.show(invitationNotice(member.email, sent.invitation_email, true));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'The invitation was not resent',
        message: serverMessage(error),
      });
    } finally {
      setBusyId(null);
    }
  };

  const removeNow = async (member: Member) => {
    setBusyId(member.id);
    try {
      await remove(member.id);
      notifications.show({ color: 'green', message: `${member.name} was removed.` });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: `${member.name} was not removed`,
        message: serverMessage(error),
      });
    } finally {
      setBusyId(null);
    }
  };

  const onRemove = (member: Member) => {
    modals.openConfirmModal({
      title: 'Remove user',
      children: <Text size="sm">{removeQuestion(member.name)}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void removeNow(member),
    });
  };

  return {
    busyId,
    onResend: (member: Member) => void onResend(member),
    onRemove,
  };
}
