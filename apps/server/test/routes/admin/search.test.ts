import { describe, expect, it } from 'vitest';
import type { HqSearchAnswer } from '@wildfire/shared';
import { build } from '../../helper';

describe('HQ hub search', async () => {
  const { injectAs } = await build();
  const search = (q: string, email = 'admin@demo.test') =>
    injectAs(email, { method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}` });

  it('answers 401 without a session and 403 without view_embers_hq', async () => {
    expect((await search('malibu', null as never)).statusCode).toBe(401);
    expect((await search('malibu', 'owner@demo.test')).statusCode).toBe(403);
    // accounts@demo.test holds no view_embers_hq.
    expect((await search('malibu', 'accounts@demo.test')).statusCode).toBe(403);
  });

  it('finds a panel by number and its property by name', async () => {
    const res = await search('1001');
    expect(res.statusCode).toBe(200);
    const answer = res.json<HqSearchAnswer>();
    expect(answer.results).toContainEqual(
      expect.objectContaining({ kind: 'panels', id: 'WD-1001', panel_id: '1001' }),
    );
    const byName = (await search('MALIBU')).json<HqSearchAnswer>();
    expect(byName.results).toContainEqual(
      expect.objectContaining({
        kind: 'properties',
        title: 'Malibu Canyon Residence',
        panel_id: '1001',
      }),
    );
  });

  it('finds users by name or email for staff with view_users', async () => {
    const answer = (await search('olivia')).json<HqSearchAnswer>();
    expect(answer.kinds).toContain('users');
    expect(answer.results).toContainEqual(
      expect.objectContaining({ kind: 'users', title: 'Olivia Rivera' }),
    );
  });

  it('finds projects by id or name', async () => {
    const answer = (await search('PRJ-00')).json<HqSearchAnswer>();
    expect(answer.kinds).toContain('projects');
    expect(answer.results.some((r) => r.kind === 'projects')).toBe(true);
  });

  it('returns only the kinds the caller may view', async () => {
    // Customer Support: panels, properties and tickets; no users and no projects.
    const answer = (await search('olivia', 'support@demo.test')).json<HqSearchAnswer>();
    expect(answer.kinds).toEqual(['panels', 'properties', 'tickets']);
    expect(answer.results.filter((r) => r.kind === 'users')).toEqual([]);
  });

  it('answers 400 without a query', async () => {
    expect((await search('  ')).statusCode).toBe(400);
  });
});
