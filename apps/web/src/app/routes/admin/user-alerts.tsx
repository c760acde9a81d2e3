import { Text } from '@mantine/core';

import { ScreenPage } from '@/components/layout/screen-page';
import { UserAlerts } from '@/features/admin-users/components/user-records';
import { useIdParam } from './use-id-param';

export function Component() {
  const userId = useIdParam('userId');
  return (
    <ScreenPage title="User Alerts">
      {userId === null ? <Text>User not found.</Text> : <UserAlerts key={userId} userId={userId} />}
    </ScreenPage>
  );
}
