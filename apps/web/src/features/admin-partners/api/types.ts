import type {
  CrewStatus,
  DepositStatus,
  PartnerCertification,
  PartnerFilter,
  PartnerServiceType,
  PartnerStatus,
  ProjectPriority,
  ProjectStatus,
  ProjectType,
} from '@wildfire/shared';

/** Answers of `/api/admin/partners` (admin-back-office.md 2.21). */

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface Partner {
  id: number;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  service_type: PartnerServiceType;
  certification: PartnerCertification;
  status: PartnerStatus;
  location: string;
  rating: number;
  specialties: string[];
  join_date: string | null;
  last_activity: string | null;
  active_projects: number;
  assigned_properties: number;
  assignable: boolean;
}

export interface PartnerPage extends Page<Partner> {
  all_partners: number;
  stats: Record<PartnerFilter, number>;
}

export interface CrewMember {
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

export interface PartnerDetail {
  partner: Partner;
  properties: Array<{ id: number; name: string; address: string }>;
  crew: CrewMember[];
}

export interface PartnerProject {
  id: string;
  project_name: string;
  project_type: ProjectType;
  status: ProjectStatus;
  priority: ProjectPriority;
  property: { id: number; name: string; address: string };
  estimate_cents: number;
  deposit: { required_cents: number; paid_cents: number; status: DepositStatus };
  start_date: string | null;
  estimated_completion_date: string | null;
  actual_completion_date: string | null;
  progress: number;
}

export interface PartnerProjectPage extends Page<PartnerProject> {
  partner: Partner;
}

export interface PartnerMessage {
  id: number;
  direction: 'to_partner' | 'from_partner';
  author: string;
  subject: string;
  content: string;
  project_id: string | null;
  created_at: string;
}

export interface PartnerMessagePage extends Page<PartnerMessage> {
  partner: Partner;
}
