import type { CommandStatus } from '@wildfire/shared';

import { api } from '@/lib/api-client';

export interface TagWrite {
  tag: string;
  value: number;
}

/** The server stores the command and answers 202 at once; the panel acts on it later. */
export interface CommandReceipt {
  command_id: string;
  status: CommandStatus;
}

export const writePanelTag = (siteId: string, write: TagWrite) =>
  api.post<CommandReceipt>(`/scada/write?site_id=${encodeURIComponent(siteId)}`, write);
