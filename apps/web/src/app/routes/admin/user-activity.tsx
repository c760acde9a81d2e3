import { Stack, Text } from '@mantine/core';

import { ScreenPage } from '@/components/layout/screen-page';
import { UserActivityLog } from '@/features/admin-users/components/activity-log';
import { BackToUser } from '@/features/admin-users/components/user-records';
import { useIdParam } from './use-id-param';

export function Component() {
  const userId = useIdParam('userId');
  return (
    <ScreenPage title="User Activity">
      {userId === null ? (
        <Text>User not found.</Text>
      ) : (
        <Stack gap="sm">
          <BackToUser userId={userId} />
          <UserActivityLog key={userId} userId={userId} />
        </Stack>
      )}
    </ScreenPage>
  );
}
