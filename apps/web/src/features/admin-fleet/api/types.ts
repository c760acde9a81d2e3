import type { AlarmSeverity, PanelStatusLabel } from '@wildfire/shared';

import type { ConnectionJson } from '@/lib/panel-state';

/** Answers of the back-office fleet routes (`/api/admin/panels`, `/api/admin/properties`). */

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface PanelSummary {
  panel_id: number;
  site_id: string;
  property_id: number;
  property_name: string;
  address: string;
  assigned_user: { id: number; name: string } | null;
  ping_ms: number | null;
  ping_warning: boolean;
  signal_dbm: number | null;
  digi_status: 'Online' | 'Offline' | 'Never reported';
  system_status: 'Standby' | 'Activated' | 'Offline';
  /** The panel's state (derivePanelState) when read, and the facts it came from. */
  status: PanelStatusLabel;
  connection: ConnectionJson;
  problems: Array<{ condition: string; severity: AlarmSeverity }>;
  last_update: string | null;
  firmware: string | null;
}

export interface PanelPage extends Page<PanelSummary> {
  filter_user: { id: number; name: string } | null;
}

export interface PanelDetail {
  panel: PanelSummary & { latitude: number | null; longitude: number | null };
  info: {
    panel_id: number;
    model: string | null;
    firmware_version: string | null;
    install_date: string | null;
    last_maintenance: string | null;
  };
  connectivity: {
    digi_device: string;
    digi_status: 'Online' | 'Offline' | 'Never reported';
    ip: string | null;
    serial: string | null;
    signal_dbm: number | null;
    provider: string | null;
  };
  health: {
    battery_level: number | null;
    temperature: number | null;
    water_pressure: number | null;
    pump_cycles: number;
    reported_at: string | null;
  };
  maintenance: Array<{
    project_id: string;
    status: string;
    date: string | null;
    description: string;
  }>;
  /** The panel's broker credentials (the secret itself is never shown again after issuing). */
  credentials: PanelCredentialsState;
  /** The owner's automatic activation (fire within X miles starts the system). */
  auto_activation?: {
    enabled: boolean;
    within_miles: number | null;
    countdown_minutes: number | null;
  };
}

export interface PanelCredentialsState {
  exists: boolean;
  issued_at: string | null;
  last_connected_at: string | null;
}

/** The answer of issuing or rotating: the secret, this once. */
export interface IssuedPanelCredentials {
  username: string;
  password: string;
  issued_at: string;
}

export interface GatewayEvent {
  id: number;
  at: string;
  online: boolean;
  reason: string | null;
  ping_ms: number | null;
}

export interface DigiStatus {
  panel: PanelSummary;
  history: Page<GatewayEvent>;
}

export interface PanelMessage {
  id: number;
  at: string;
  direction: 'up' | 'down';
  channel: string;
  payload: string;
  valid: boolean;
  error: string | null;
}

export interface MqttLogPage extends Page<PanelMessage> {
  panel: PanelSummary;
}

export interface PropertyRow {
  property_id: number;
  name: string;
  address: string;
  account_name: string;
  panel_id: number | null;
  site_id: string | null;
  online: boolean | null;
  last_update: string | null;
  located: boolean;
}

export interface PropertyMember {
  id: number;
  email: string;
  name: string;
  role: string;
  role_label: string;
  status: 'Active' | 'Pending';
  assigned_date: string;
  removable: boolean;
}

export interface PropertyFile {
  id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: string | null;
  uploaded_at: string;
}

export interface PropertyFiles {
  files: PropertyFile[];
  max_bytes: number;
  allowed_extensions: string[];
}

export interface PropertyNote {
  id: number;
  content: string;
  author: string | null;
  created_at: string;
}
