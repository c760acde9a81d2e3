import { Text } from '@mantine/core';

import { ScreenPage } from '@/components/layout/screen-page';
import { UserProjects } from '@/features/admin-users/components/user-records';
import { useIdParam } from './use-id-param';

export function Component() {
  const userId = useIdParam('userId');
  return (
    <ScreenPage title="User Projects">
      {userId === null ? (
        <Text>User not found.</Text>
      ) : (
        <UserProjects key={userId} userId={userId} />
      )}
    </ScreenPage>
  );
}
