import { ScreenPage } from '@/components/layout/screen-page';
import { PropertiesList } from '@/features/admin-fleet/components/properties-list';
import { useCurrentUser } from '@/lib/auth/auth-context';

export function Component() {
  const user = useCurrentUser();
  return (
    <ScreenPage title="Property Management">
      <PropertiesList permissions={user.permissions} />
    </ScreenPage>
  );
}
