import { describe, expect, it } from 'vitest';
import {
  ADMIN_SCREENS,
  canOpenAdminScreen,
  canOpenBackOffice,
  currentUserSchema,
  effectivePermissions,
  groupCreateSchema,
  groupMemberAddSchema,
  INVITABLE_USER_TYPES,
  inviteUserSchema,
  isPermissionId,
  MAP_PAGE_PERMISSION_ALIASES,
  PARTNER_USER_TYPES,
  PERMISSION_CATEGORIES,
  PERMISSION_IDS,
  PERMISSIONS,
  permissionsByCategory,
  permissionsNotHeld,
  STAFF_USER_TYPES,
  CUSTOMER_USER_TYPES,
  USER_TYPE_LABELS,
  kindOfUserType,
} from '../src';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('permission catalogue (section 6.2)', () => {
  // The heading of 6.2 says 51 ids, but its lists name 53; every listed id is kept.
  it('the catalogue holds every id listed in 6.2 (53) in 13 categories', () => {
    expect(PERMISSIONS).toHaveLength(53);
    expect(new Set(PERMISSIONS.map((p) => p.id)).size).toBe(53);
    expect(PERMISSION_CATEGORIES).toHaveLength(13);
    expect(new Set(PERMISSIONS.map((p) => p.category))).toEqual(new Set(PERMISSION_CATEGORIES));
    expect(PERMISSIONS.map((p) => p.id)).toEqual([...PERMISSION_IDS]);
  });

  it('every permission has an id, name, category and description', () => {
    for (const p of PERMISSIONS) {
      expect(p.name.length, p.id).toBeGreaterThan(0);
      expect(p.description.length, p.id).toBeGreaterThan(0);
    }
  });

  it('groups the catalogue by category in spec order', () => {
    const groups = permissionsByCategory();
    expect(groups.map((g) => g.category)).toEqual([...PERMISSION_CATEGORIES]);
    expect(groups.map((g) => g.permissions.length)).toEqual([
      3, 5, 3, 4, 5, 3, 6, 5, 3, 3, 5, 4, 4,
    ]);
    expect(groups[12]!.permissions.map((p) => p.id)).toEqual([
      'system_configuration',
      'view_system_logs',
      'backup_restore',
      'security_management',
    ]);
  });
});

describe('user types (section 6.1)', () => {
  it('has 7 staff, 5 customer and 7 partner types with the spec labels', () => {
    expect(STAFF_USER_TYPES).toHaveLength(7);
    expect(CUSTOMER_USER_TYPES).toHaveLength(5);
    expect(PARTNER_USER_TYPES).toHaveLength(7);
    expect(USER_TYPE_LABELS.staff_account_manager).toBe('Account Manager/Executive');
    expect(USER_TYPE_LABELS.customer_homeowner).toBe('End User (Home Owner)');
    expect(kindOfUserType('partner_mason')).toBe('partner');
    expect(kindOfUserType('staff_developer')).toBe('staff');
    expect(kindOfUserType('customer_assistant')).toBe('customer');
  });

  it('the invite form offers every type but superadmin', () => {
    expect(INVITABLE_USER_TYPES).not.toContain('staff_superadmin');
    expect(INVITABLE_USER_TYPES).toHaveLength(18);
    expect(INVITABLE_USER_TYPES).toContain('staff_partner_support');
  });
});

describe('effective permissions', () => {
  it('a superadmin holds every permission', () => {
    expect(
      effectivePermissions({ kind: 'staff', userType: 'staff_superadmin', direct: [], groups: [] }),
    ).toEqual([...PERMISSION_IDS]);
  });

  it("a member gains all of the group's permissions", () => {
    const group = ['view_users', 'view_support_tickets', 'edit_support_tickets'] as const;
    const before = effectivePermissions({
      kind: 'staff',
      userType: 'staff_customer_service',
      direct: ['view_dashboard'],
      groups: [],
    });
    const after = effectivePermissions({
      kind: 'staff',
      userType: 'staff_customer_service',
      direct: ['view_dashboard'],
      groups: [group],
    });
    expect(before).toEqual(['view_dashboard']);
    expect(after).toEqual([
      'view_dashboard',
      'view_users',
      'view_support_tickets',
      'edit_support_tickets',
    ]);
  });

  it('customers and partners hold no staff permissions', () => {
    for (const kind of ['customer', 'partner'] as const) {
      expect(
        effectivePermissions({
          kind,
          userType: 'x',
          direct: ['view_users'],
          groups: [['view_hr_data']],
        }),
      ).toEqual([]);
    }
  });

  it('nobody grants a permission they do not hold', () => {
    expect(
      permissionsNotHeld(['view_users', 'edit_users'], ['view_users', 'view_payments']),
    ).toEqual(['view_payments']);
    expect(permissionsNotHeld(PERMISSION_IDS, PERMISSION_IDS)).toEqual([]);
  });
});

describe('back-office access', () => {
  it('the Admin link shows only to staff with at least one view permission', () => {
    expect(canOpenBackOffice([])).toBe(false);
    expect(canOpenBackOffice(undefined)).toBe(false);
    expect(canOpenBackOffice(['edit_users', 'assign_permissions'])).toBe(false);
    expect(canOpenBackOffice(['view_support_tickets'])).toBe(true);
  });

  it('each admin screen needs its catalogue permission', () => {
    for (const [screen, permission] of Object.entries(ADMIN_SCREENS)) {
      expect(isPermissionId(permission), screen).toBe(true);
    }
    expect(ADMIN_SCREENS.hr).toBe('view_hr_data');
    expect(ADMIN_SCREENS.payments).toBe('view_payments');
    expect(ADMIN_SCREENS.userLogs).toBe('view_system_logs');
    expect(canOpenAdminScreen(['view_support_tickets'], 'support')).toBe(true);
    expect(canOpenAdminScreen(['view_support_tickets'], 'hr')).toBe(false);
  });

  it('the map-page sample permission names map onto catalogue ids', () => {
    expect(Object.keys(MAP_PAGE_PERMISSION_ALIASES).sort()).toEqual(
      [
        'customer_support',
        'field_access',
        'manage_alerts',
        'manage_properties',
        'manage_users',
        'system_admin',
        'view_dashboard',
        'view_reports',
      ].sort(),
    );
    for (const ids of Object.values(MAP_PAGE_PERMISSION_ALIASES)) {
      for (const id of ids) expect(isPermissionId(id), id).toBe(true);
    }
  });

  it('the signed-in user carries effective permissions', () => {
    const base = {
      id: 1,
      name: 'A',
      email: 'a@b.c',
      phone: null,
      timezone: 'UTC',
      kind: 'staff',
      user_type: 'staff_superadmin',
      is_staff: true,
    };
    expect(currentUserSchema.safeParse({ ...base, permissions: ['view_users'] }).success).toBe(
      true,
    );
    expect(currentUserSchema.safeParse({ ...base, permissions: ['fly'] }).success).toBe(false);
  });
});

describe('validation texts (section 5)', () => {
  it('Invite User: email, names and user type', () => {
    expect(
      messages(
        inviteUserSchema.safeParse({ email: '', first_name: '', last_name: '', user_type: '' }),
      ),
    ).toEqual([
      'Email is required',
      'First name is required',
      'Last name is required',
      'Please select a user type',
    ]);
    expect(
      messages(
        inviteUserSchema.safeParse({
          email: 'nope',
          first_name: 'A',
          last_name: 'B',
          user_type: 'staff_developer',
        }),
      ),
    ).toEqual(['Invalid email format']);
    expect(
      messages(
        inviteUserSchema.safeParse({
          email: 'a@b.co',
          first_name: 'A',
          last_name: 'B',
          user_type: 'staff_superadmin',
        }),
      ),
    ).toEqual(['Please select a user type']);
    const ok = inviteUserSchema.parse({
      email: ' New@Demo.Test ',
      first_name: 'A',
      last_name: 'B',
      user_type: 'staff_developer',
    });
    expect(ok).toMatchObject({ email: 'new@demo.test', send_invite: true });
  });

  it('Create Group: name and description are required', () => {
    expect(messages(groupCreateSchema.safeParse({ name: ' ', description: '' }))).toEqual([
      'Group name is required',
      'Group description is required',
    ]);
    expect(groupCreateSchema.parse({ name: 'G', description: 'D' }).permissions).toEqual([]);
  });

  it('Add group member: the email is required', () => {
    expect(messages(groupMemberAddSchema.safeParse({ email: '' }))).toEqual(['Email is required']);
  });
});
