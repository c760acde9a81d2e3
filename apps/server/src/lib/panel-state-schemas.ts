import { z } from 'zod';

/** A panel's connection facts; screens derive online, offline or never reported from them. */
export const connectionSchema = z.object({
  online: z.boolean().describe('False after a last will, a shutdown or 90 s of silence'),
  last_seen_at: z.number().int().nullable().describe('The last message, epoch ms; null: never'),
  offline_since: z.number().int().nullable().describe('When it went offline, epoch ms'),
  offline_reason: z.string().nullable(),
});

/** An active alarm: one condition at one site (docs/alarms.md). */
export const alarmSchema = z.object({
  id: z.number().int().describe('The alert that carries the alarm'),
  site_id: z.string(),
  property_id: z.number().int().nullable(),
  property_name: z.string().nullable(),
  condition: z.string().describe('low_water, pump_fault, panel_offline, …'),
  severity: z.enum(['urgent', 'warning', 'info']),
  title: z.string(),
  description: z.string(),
  details: z.string().nullable().describe('What to do'),
  raised_at: z.string(),
  updated_at: z.string().nullable(),
  age_seconds: z.number().int(),
  acknowledged: z.boolean().describe('By the caller'),
  acknowledged_by: z.array(z.object({ name: z.string(), at: z.string() })),
});

/** What a list shows of a site's state, derived by derivePanelState of @wildfire/shared. */
export const siteStateFields = {
  /** Online, Fault (online but not ready), Offline or Never reported. */
  status: z.enum(['Online', 'Fault', 'Offline', 'Never reported']),
  connection: connectionSchema,
  /** The active readiness problems: condition and severity, most severe first. */
  problems: z.array(
    z.object({ condition: z.string(), severity: z.enum(['urgent', 'warning', 'info']) }),
  ),
};
