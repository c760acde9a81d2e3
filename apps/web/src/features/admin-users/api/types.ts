import type {
  ActivityEntry,
  AdminUserDetail,
  AdminUserListItem,
  AlertEmailDelivery,
  AlertTextDelivery,
  GroupDetail,
  GroupSummary,
  LoginRecord,
  PanelAccess,
  PermissionId,
  UserStatusLabel,
  UserTicketRow,
} from '@wildfire/shared';

import type { ServerPage } from '@/components/ui/paged-list';

export type { ActivityEntry, AdminUserDetail, GroupDetail, GroupSummary, LoginRecord, PanelAccess };

/** A page of a server-side paginated list (users and groups 10, activity 10). */
export type Page<T> = ServerPage<T>;

export type UserStatus = UserStatusLabel;
export type AdminUserSummary = AdminUserListItem;
export type GroupMember = GroupDetail['members'][number];

export interface UserUpdate {
  name?: string;
  phone?: string | null;
  department?: string | null;
  user_type?: string;
  status?: 'Active' | 'Inactive';
  permissions?: PermissionId[];
}

/** A row of a user's properties sub-page. */
export interface UserProperty {
  id: number;
  name: string;
  address: string | null;
  site_id: string | null;
  role: string;
  online: boolean;
}

/** A row of a user's alerts sub-page: an alert addressed to them, and how it reached them. */
export interface UserAlert {
  id: number;
  at: string;
  type: string;
  title: string;
  read: boolean;
  /** Null when it was not emailed (or texted) to them: only urgent alerts are. */
  email: AlertEmailDelivery | null;
  text: AlertTextDelivery | null;
}

/** Projects arrive with the business issue; until then the list is empty. */
/** A row of a user's Projects (`GET /api/admin/users/{userId}/projects`). */
export interface UserProject {
  id: string;
  name: string;
  property: string;
  /** The person's part: Project Manager, Sales Executive, their property role, Contractor crew. */
  role: string;
  status: string;
  deposit: string;
}
/** A ticket on a user's Support sub-page: assigned to a staff member, or a customer's own. */
export type UserTicket = UserTicketRow;
