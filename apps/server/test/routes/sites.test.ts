import { describe, expect, it } from 'vitest';
import { build } from '../helper';

describe('GET /api/site and /api/properties', async () => {
  const { injectAs } = await build();
  const get = (email: string | null, url: string) => injectAs(email, { method: 'GET', url });

  it('the owner sees every site of the account, in the spec shape', async () => {
    const res = await get('owner@demo.test', '/api/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _embedded: {
        sites: [
          { site_id: 'WD-1001', property_id: 1 },
          { site_id: 'WD-1002', property_id: 2 },
          { site_id: 'WD-1003', property_id: 3 },
          { site_id: 'WD-1004', property_id: 4 },
        ],
      },
    });
  });

  it('a single-property owner sees exactly one site', async () => {
    const sites = (await get('single@demo.test', '/api/site')).json()._embedded.sites;
    expect(sites).toEqual([{ site_id: 'WD-1005', property_id: 5 }]);
  });

  it('a guest sees only the property they were invited to', async () => {
    const sites = (await get('guest@demo.test', '/api/site')).json()._embedded.sites;
    expect(sites).toEqual([{ site_id: 'WD-1001', property_id: 1 }]);
  });

  it('a user without properties sees an empty list', async () => {
    expect((await get('empty@demo.test', '/api/site')).json()).toEqual({
      _embedded: { sites: [] },
    });
    expect((await get('empty@demo.test', '/api/properties')).json()).toEqual({ properties: [] });
  });

  it('properties carry id, name, address, location and the joined site_id', async () => {
    const { properties } = (await get('owner@demo.test', '/api/properties')).json();
    expect(properties).toHaveLength(4);
    expect(properties[0]).toEqual({
      id: 1,
      name: 'Malibu Canyon Residence',
      address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
      location: { latitude: 34.0437, longitude: -118.6382 },
      site_id: 'WD-1001',
      role: 'owner',
      status: 'Online',
      connection: {
        online: true,
        last_seen_at: expect.any(Number),
        offline_since: null,
        offline_reason: null,
      },
      problems: [],
      system_status: 'STANDBY',
      service_provider: 'Canyon Fire Systems',
      staff_view: false,
    });
  });

  it('Status, System Status and Service Provider come from real data', async () => {
    const { properties } = (await get('owner@demo.test', '/api/properties')).json();
    const altadena = properties.find((p: { name: string }) => p.name === 'Altadena Foothills Home');
    // The never-reported panel: never reported, no system status, no partner assigned.
    expect(altadena).toMatchObject({
      status: 'Never reported',
      connection: { online: false, last_seen_at: null },
      system_status: null,
      service_provider: null,
    });
  });

  it('a property without coordinates has no location (to be geocoded)', async () => {
    const { properties } = (await get('owner@demo.test', '/api/properties')).json();
    const ojai = properties.find((p: { name: string }) => p.name === 'Ojai Valley Ranch');
    expect(ojai.location).toBeNull();
  });

  it('both need a signed-in caller', async () => {
    expect((await get(null, '/api/site')).statusCode).toBe(401);
    expect((await get(null, '/api/properties')).statusCode).toBe(401);
  });
});
