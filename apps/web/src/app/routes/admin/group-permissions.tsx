import { Text } from '@mantine/core';

import { ScreenPage } from '@/components/layout/screen-page';
import { EditGroup } from '@/features/admin-users/components/edit-group';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useIdParam } from './use-id-param';

export function Component() {
  const user = useCurrentUser();
  const groupId = useIdParam('groupId');
  return (
    <ScreenPage title="Edit Group">
      {groupId === null ? (
        <Text>Group not found.</Text>
      ) : (
        <EditGroup key={groupId} groupId={groupId} permissions={user.permissions} />
      )}
    </ScreenPage>
  );
}
