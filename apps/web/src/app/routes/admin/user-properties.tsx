import { Text } from '@mantine/core';

import { ScreenPage } from '@/components/layout/screen-page';
import { UserProperties } from '@/features/admin-users/components/user-records';
import { useIdParam } from './use-id-param';

export function Component() {
  const userId = useIdParam('userId');
  return (
    <ScreenPage title="User Properties">
      {userId === null ? (
        <Text>User not found.</Text>
      ) : (
        <UserProperties key={userId} userId={userId} />
      )}
    </ScreenPage>
  );
}
