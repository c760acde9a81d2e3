import { Button, Group, Tabs } from '@mantine/core';
import { canOpenAdminScreen, type PermissionId } from '@wildfire/shared';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { DepartmentsTab } from './departments-tab';
import { ReportsTab } from './reports-tab';
import { StaffList, type StaffListState } from './staff-list';

const TABS = ['staff', 'departments', 'reports'] as const;
type HrTab = (typeof TABS)[number];

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Human Resources (/admin/hr, 2.18): HR Guide and New Staff Member, and the Staff Members,
 * Departments and Reports tabs. The tab and the staff filters live in the address, so Back from
 * a staff member returns to the same list.
 */
export function HrScreen({ permissions }: { permissions: readonly PermissionId[] }) {
  const [params, setParams] = useSearchParams();
  const tab: HrTab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as HrTab)
    : 'staff';
  const staffState: StaffListState = {
    view: params.get('view') === 'prior' ? 'prior' : 'current',
    departmentId: positive(params.get('department')),
    page: positive(params.get('page')) ?? 1,
  };
  const canManage = permissions.includes('manage_hr_data');

  // The address as last set here: two quick picks (a view, then a department) both land even
  // when the screen has not re-rendered in between.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    latest.current = merged;
    setParams(merged, { replace: true });
  };

  return (
    <>
      <Group gap="sm" wrap="wrap">
        {/* No dead end: the guide needs view_embers_hq, which HR staff may not hold. */}
        {canOpenAdminScreen(permissions, 'documentation') && (
          <Button component={Link} to={paths.admin.documentation.getHref()} variant="default">
            HR Guide
          </Button>
        )}
        {canManage && (
          <Button component={Link} to={paths.admin.addStaff.getHref()}>
            New Staff Member
          </Button>
        )}
        <Button component={Link} to={paths.admin.documents.getHref()} variant="default">
          HR Documents
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          update({ tab: value === 'staff' ? null : value });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="staff">Staff Members</Tabs.Tab>
          <Tabs.Tab value="departments">Departments</Tabs.Tab>
          <Tabs.Tab value="reports">Reports</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="staff">
          <StaffList
            state={staffState}
            canManage={canManage}
            onChange={(change) => {
              const next: Record<string, string | null> = {};
              if (change.view !== undefined) next.view = change.view === 'prior' ? 'prior' : null;
              if (change.departmentId !== undefined) {
                next.department = change.departmentId === null ? null : String(change.departmentId);
              }
              if (change.page !== undefined)
                next.page = change.page === 1 ? null : String(change.page);
              update(next);
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="departments">
          <DepartmentsTab canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <ReportsTab canSeePay={permissions.includes('hr_permissions')} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
