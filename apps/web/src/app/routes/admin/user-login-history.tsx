import { Text } from '@mantine/core';

import { ScreenPage } from '@/components/layout/screen-page';
import { UserLoginHistory } from '@/features/admin-users/components/user-records';
import { useIdParam } from './use-id-param';

export function Component() {
  const userId = useIdParam('userId');
  return (
    <ScreenPage title="Login History">
      {userId === null ? (
        <Text>User not found.</Text>
      ) : (
        <UserLoginHistory key={userId} userId={userId} />
      )}
    </ScreenPage>
  );
}
