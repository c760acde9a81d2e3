import { StaffView, WithStaffMember } from '@/features/admin-hr/components/staff-view';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useIdParam } from './use-id-param';

export function Component() {
  const user = useCurrentUser();
  const staffId = useIdParam('staffId');
  return (
    <WithStaffMember
      key={staffId}
      staffId={staffId}
      title={(staff) => staff?.name ?? 'Staff Member'}
    >
      {(staff) => (
        <StaffView staff={staff} canManage={user.permissions.includes('manage_hr_data')} />
      )}
    </WithStaffMember>
  );
}
