import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useAccountUsers, type AccountMember } from '../api/get-account-users';
import { useInviteAccountUser } from '../api/invite-account-user';
import { useInvitePropertyUser } from '../api/invite-property-user';
import { useRemoveAccountUser } from '../api/remove-account-user';
import { useRemovePropertyUser } from '../api/remove-property-user';
import { useResendAccountInvitation } from '../api/resend-account-invitation';
import { useResendPropertyInvitation } from '../api/resend-property-invitation';
import type { Member } from '../api/get-property-users';
import { removeFromAccountQuestion, removeFromNamedPropertyQuestion } from '../confirmations';
import { useMemberActions } from '../hooks/use-member-actions';
import {
  ACCOUNT_INVITE_ROLES,
  DEFAULT_ACCOUNT_INVITE_ROLE,
  DEFAULT_PROPERTY_INVITE_ROLE,
  PROPERTY_INVITE_ROLES,
} from '../roles';
import { AccountRoles, PropertyAccessLevels } from './access-levels';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';

interface AccountUsersProps {
  account: { id: number; name: string };
}

function AccountPropertyUsers({
  property,
  canManage,
}: {
  property: { id: number; name: string; users: Member[] };
  canManage: boolean;
}) {
  const invite = useInvitePropertyUser(property.id);
  const resend = useResendPropertyInvitation(property.id);
  const remove = useRemovePropertyUser(property.id);
  const actions = useMemberActions({
    resend: resend.mutateAsync,
    remove: remove.mutateAsync,
    removeQuestion: (name) => removeFromNamedPropertyQuestion(name, property.name),
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={property.name}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {property.name}
        </Title>
        {canManage && (
          <InviteForm
            place={property.name}
            roleLabel="Access Level"
            roles={PROPERTY_INVITE_ROLES}
            defaultRole={DEFAULT_PROPERTY_INVITE_ROLE}
            onInvite={invite.mutateAsync}
          />
        )}
        <MembersTable
          label={`Users of ${property.name}`}
          members={property.users}
          roleHeader="User Type"
          canManage={canManage}
          busyId={actions.busyId}
          onResend={actions.onResend}
          onRemove={actions.onRemove}
        />
      </Stack>
    </Paper>
  );
}

/** Account users, then every property of the account with its own users. */
export function AccountUsers({ account }: AccountUsersProps) {
  const query = useAccountUsers(account.id);
  const invite = useInviteAccountUser(account.id);
  const resend = useResendAccountInvitation(account.id);
  const remove = useRemoveAccountUser(account.id);
  const actions = useMemberActions({
    resend: resend.mutateAsync,
    remove: remove.mutateAsync,
    removeQuestion: removeFromAccountQuestion,
  });

  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Loading the account users" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="Account users could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const data = query.data;
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="account-users-heading">
        <Title order={2} size="h3" id="account-users-heading">
          Account users
        </Title>
        <Text size="sm">People with access to the whole {account.name} account.</Text>
        {data.can_manage_account_users && (
          <InviteForm
            place="this account"
            roleLabel="Role"
            roles={ACCOUNT_INVITE_ROLES}
            defaultRole={DEFAULT_ACCOUNT_INVITE_ROLE}
            onInvite={invite.mutateAsync}
          />
        )}
        <MembersTable<AccountMember>
          label="Account users list"
          members={data.users}
          roleHeader="Role"
          propertyAccess={(member) => member.property_access}
          canManage={data.can_manage_account_users}
          busyId={actions.busyId}
          onResend={actions.onResend}
          onRemove={actions.onRemove}
        />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="property-users-heading">
        <Title order={2} size="h3" id="property-users-heading">
          Property users
        </Title>
        {data.properties.length === 0 ? (
          <Text size="sm">This account has no properties yet.</Text>
        ) : (
          data.properties.map((property) => (
            <AccountPropertyUsers
              key={property.id}
              property={property}
              canManage={data.can_manage_property_users}
            />
          ))
        )}
      </Stack>

      <AccountRoles />
      <PropertyAccessLevels />
    </Stack>
  );
}
