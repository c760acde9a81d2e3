import { Text } from '@mantine/core';

import { ScreenPage } from '@/components/layout/screen-page';
import { UserDetail } from '@/features/admin-users/components/user-detail';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useIdParam } from './use-id-param';

export function Component() {
  const viewer = useCurrentUser();
  const userId = useIdParam('userId');
  return (
    <ScreenPage title="User Details">
      {userId === null ? (
        <Text>User not found.</Text>
      ) : (
        <UserDetail key={userId} userId={userId} viewer={viewer} />
      )}
    </ScreenPage>
  );
}
