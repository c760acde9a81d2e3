import { z } from 'zod';

/** `GET /api/admin/stats`: Analytics & Statistics (admin-back-office.md 2.17). */
export const statisticsSchema = z.object({
  generated_at: z.string(),
  cards: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      /** This month's figure (a running total or a count within the month). */
      value: z.number(),
      /** 'count' or 'usd_cents', for formatting. */
      unit: z.enum(['count', 'usd_cents']),
      previous: z.number(),
      change: z.string(),
      trend: z.enum(['up', 'down', 'flat']),
    }),
  ),
  installation_trends: z.array(
    z.object({ month: z.string(), started: z.number().int(), completed: z.number().int() }),
  ),
  /**
   * Per month: systems installed by its end, and systems that reported in it (connected, or
   * connected when it began), from the panels' connection history.
   */
  systems_online_growth: z.array(
    z.object({ month: z.string(), systems: z.number().int(), reporting: z.number().int() }),
  ),
  /** The fleet right now, each panel's state derived as every screen derives it. */
  fleet_now: z.object({
    online: z.number().int(),
    fault: z.number().int(),
    offline: z.number().int(),
    never_reported: z.number().int(),
  }),
  recent_activity: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      text: z.string(),
      by: z.string().nullable(),
      kind: z.enum(['success', 'info']),
    }),
  ),
});
export type Statistics = z.infer<typeof statisticsSchema>;
