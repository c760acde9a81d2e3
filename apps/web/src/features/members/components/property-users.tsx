import { Center, Loader, Stack } from '@mantine/core';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { usePropertyUsers } from '../api/get-property-users';
import { useInvitePropertyUser } from '../api/invite-property-user';
import { useRemovePropertyUser } from '../api/remove-property-user';
import { useResendPropertyInvitation } from '../api/resend-property-invitation';
import { useMemberActions } from '../hooks/use-member-actions';
import { DEFAULT_PROPERTY_INVITE_ROLE, PROPERTY_INVITE_ROLES } from '../roles';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';

interface PropertyUsersProps {
  propertyId: number;
  propertyName: string;
  /** How the removal is asked: "this property" on its own screen, its name on the account one. */
  removeQuestion: (name: string) => string;
}

/** One property's users with, for those who may manage them, invite, resend and remove. */
export function PropertyUsers({ propertyId, propertyName, removeQuestion }: PropertyUsersProps) {
  const query = usePropertyUsers(propertyId);
  const invite = useInvitePropertyUser(propertyId);
  const resend = useResendPropertyInvitation(propertyId);
  const remove = useRemovePropertyUser(propertyId);
  const actions = useMemberActions({
    resend: resend.mutateAsync,
    remove: remove.mutateAsync,
    removeQuestion,
  });

  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label={`Loading the users of ${propertyName}`} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="Users could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const { users, can_manage } = query.data;
  return (
    <Stack gap="md">
      {can_manage && (
        <InviteForm
          place={propertyName}
          roleLabel="Access Level"
          roles={PROPERTY_INVITE_ROLES}
          defaultRole={DEFAULT_PROPERTY_INVITE_ROLE}
          onInvite={invite.mutateAsync}
        />
      )}
      <MembersTable
        label={`Users of ${propertyName}`}
        members={users}
        roleHeader="User Type"
        canManage={can_manage}
        busyId={actions.busyId}
        onResend={actions.onResend}
        onRemove={actions.onRemove}
      />
    </Stack>
  );
}
