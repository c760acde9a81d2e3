import type {
  AppUpdateType,
  CrewStatus,
  DepositStatus,
  NotePriority,
  PartnerCertification,
  PartnerStatus,
  ProjectMessageRecipient,
  ProjectPriority,
  ProjectPropertyUserRole,
  ProjectStatus,
  ProjectStatusFilter,
  ProjectType,
  PropertyAccessLevel,
} from '@wildfire/shared';

/** Answers of `/api/admin/projects` (admin-back-office.md 2.22 and 2.23). */

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface Ref {
  id: number;
  name: string;
}

export interface ProjectItem {
  id: string;
  project_name: string;
  project_type: ProjectType;
  status: ProjectStatus;
  priority: ProjectPriority;
  property: { id: number; name: string; address: string };
  contractor: Ref | null;
  sales_executive: Ref | null;
  project_manager: Ref | null;
  estimate_cents: number;
  deposit: { required_cents: number; paid_cents: number; status: DepositStatus };
  start_date: string | null;
  estimated_completion_date: string | null;
  actual_completion_date: string | null;
  progress: number;
}

export interface ProjectPage extends Page<ProjectItem> {
  counts: Record<ProjectStatusFilter, number>;
}

export interface ProjectDetail {
  project: ProjectItem & {
    description: string;
    notes: string[];
    created_at: string;
    updated_at: string;
  };
  property: {
    id: number;
    name: string;
    address: string;
    latitude: number | null;
    longitude: number | null;
  };
  client_rep: { id: number; name: string; email: string } | null;
  contractor: {
    id: number;
    name: string;
    certification: PartnerCertification;
    assignable: boolean;
  } | null;
  deposit: {
    required_cents: number;
    paid_cents: number;
    status: DepositStatus;
    standard_percent: number;
    waived: boolean;
    waived_by: Ref | null;
    waived_reason: string | null;
    waived_at: string | null;
  };
  waiver: {
    your_authority: string | null;
    can_waive: boolean;
    refusal: string | null;
    needs_reauthentication: boolean;
  };
}

export interface ProjectOptions {
  contractors: Array<{
    id: number;
    name: string;
    certification: PartnerCertification;
    status: PartnerStatus;
    assignable: boolean;
  }>;
  staff: Array<{ id: number; name: string; email: string }>;
}

export interface PropertyOption {
  id: number;
  name: string;
  address: string;
}

export interface HistoryEvent {
  id: number;
  summary: string;
  actor: string | null;
  created_at: string;
}

export interface InternalNote {
  id: number;
  author: string | null;
  role: string | null;
  content: string;
  priority: NotePriority;
  is_private: boolean;
  timestamp: string;
}

export interface AppUpdate {
  id: number;
  contractor_name: string;
  member_name: string | null;
  update_type: AppUpdateType;
  message: string;
  location: { latitude: number | null; longitude: number | null; address: string | null } | null;
  photos: string[];
  next_scheduled_date: string | null;
  timestamp: string;
}

export interface PropertyUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: ProjectPropertyUserRole;
  is_primary: boolean;
  access_level: PropertyAccessLevel;
  last_login: string | null;
}

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  phone: string | null;
  email: string | null;
  is_lead: boolean;
  certifications: string[];
  current_status: CrewStatus;
  last_location_update: string | null;
  has_sign_in: boolean;
}

export interface ProjectTeam {
  contractor: Ref | null;
  members: TeamMember[];
}

export interface MessageSent {
  recipient: ProjectMessageRecipient;
  recipient_name: string;
  message: string;
}
