import { describe, expect, it } from 'vitest';
import { build } from '../helper';

describe('GET /api/tags/control-center', async () => {
  const { injectAs } = await build();
  const tags = (email: string | null, query: string) =>
    injectAs(email, { method: 'GET', url: `/api/tags/control-center${query}` });

  it("answers the site's tags in the spec shape", async () => {
    const res = await tags('owner@demo.test', '?site_id=WD-1001');
    expect(res.statusCode).toBe(200);
    const list = res.json()._embedded.tags as Array<{
      tag: string;
      value: unknown;
      group: string;
      timestamp: number;
    }>;
    const byName = Object.fromEntries(list.map((t) => [t.tag, t.value]));
    expect(byName).toMatchObject({
      SYSTEM_STATUS: 0,
      SD_LENGTH: 30,
      PD_LENGTH: 45,
      HMI_PUMP1_RUN_IND: false,
    });
    for (const family of [
      /^PUMP_\d_STATUS$/,
      /^PUMP_\d_PRESSURE$/,
      /^PRESSURE\d_PSI$/,
      /^VALVE_/,
      /^TEMP_SENSOR_\d$/,
      /^AGITATOR_PUMP_/,
      /_REMAIN$/,
    ]) {
      expect(
        list.some((t) => family.test(t.tag)),
        String(family),
      ).toBe(true);
    }
    expect(list[0]).toEqual({
      tag: expect.any(String),
      value: expect.anything(),
      group: expect.any(String),
      timestamp: expect.any(Number),
    });
  });

  it('a guest may watch the property they were invited to', async () => {
    expect((await tags('guest@demo.test', '?site_id=WD-1001')).statusCode).toBe(200);
  });

  it("another customer's site answers 404, like an unknown one", async () => {
    const theirs = await tags('single@demo.test', '?site_id=WD-1001');
    const unknown = await tags('single@demo.test', '?site_id=WD-9999');
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('not_found');
    expect((await tags('guest@demo.test', '?site_id=WD-1002')).statusCode).toBe(404);
  });

  it('without site_id (no property selected) the list is empty', async () => {
    expect((await tags('owner@demo.test', '')).json()).toEqual({ _embedded: { tags: [] } });
  });

  it('the panel that never reported has no tags', async () => {
    expect((await tags('owner@demo.test', '?site_id=WD-1004')).json()).toEqual({
      _embedded: { tags: [] },
    });
  });

  it('a malformed site_id is a 400 naming the field', async () => {
    const res = await tags('owner@demo.test', "?site_id=' or 1=1 --");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Panel must contain only letters/);
    expect(res.json().error.fields).toHaveProperty('site_id');
  });

  it('needs a signed-in caller', async () => {
    expect((await tags(null, '?site_id=WD-1001')).statusCode).toBe(401);
  });
});
