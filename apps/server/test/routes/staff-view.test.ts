import { describe, expect, it } from 'vitest';
import { build } from '../helper';

/** View Customer Dashboard: staff with view_properties see a customer's property read-only. */
describe('staff view of a customer dashboard', async () => {
  const { injectAs } = await build();
  const propertiesOf = async (email: string, siteId = 'WD-1001') =>
    (await injectAs(email, { method: 'GET', url: `/api/properties?site_id=${siteId}` })).json()
      .properties as Array<{ site_id: string; role: string; staff_view: boolean }>;
  const tags = (email: string) =>
    injectAs(email, { method: 'GET', url: '/api/tags/control-center?site_id=WD-1001' });

  it('staff with view_properties get the property added to their list, read-only, as a Guest', async () => {
    const list = await propertiesOf('support@demo.test');
    expect(list).toEqual([
      expect.objectContaining({ site_id: 'WD-1001', role: 'guest', staff_view: true }),
    ]);
    expect((await tags('support@demo.test')).statusCode).toBe(200);
  });

  it('the staff view never controls the panel', async () => {
    const write = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/scada/write?site_id=WD-1001',
      payload: { tag: 'HMI_SYSTEM_CMD', value: 1 },
    });
    expect(write.statusCode).toBe(403);
  });

  it('staff without view_properties see nothing of it', async () => {
    expect(await propertiesOf('newhire@demo.test')).toEqual([]);
    expect((await tags('newhire@demo.test')).statusCode).toBe(404);
  });

  it('a customer cannot use site_id to see another customer property', async () => {
    const list = await propertiesOf('single@demo.test');
    expect(list.map((p) => p.site_id)).toEqual(['WD-1005']);
    expect(list[0]!.staff_view).toBe(false);
    expect((await tags('single@demo.test')).statusCode).toBe(404);
  });

  it('an unknown site adds nothing, and a malformed one is a 400', async () => {
    expect(await propertiesOf('admin@demo.test', 'WD-4242')).toEqual([]);
    const bad = await injectAs('admin@demo.test', {
      method: 'GET',
      url: '/api/properties?site_id=../x',
    });
    expect(bad.statusCode).toBe(400);
  });
});
