import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { properties, propertyFiles, sites } from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../helper';
import { startGeocoderStandIn } from '../stand-ins/geocoder-stand-in';

const ADMIN = 'admin@demo.test';
const SUPPORT = 'support@demo.test'; // view_properties only
const OPS = 'ops@demo.test'; // view_properties and edit_properties
const NO_ACCESS = 'newhire@demo.test'; // staff without any property permission
const CUSTOMER = 'owner@demo.test';

interface PropertyPage {
  items: Array<{ property_id: number; name: string; panel_id: number | null; address: string }>;
  total: number;
  page: number;
  page_size: number;
}

describe('admin properties (list, add, members, files, notes)', async () => {
  const geocoder = await startGeocoderStandIn();
  geocoder.places.set('100 ember way, julian, ca 92036', {
    lat: 33.07,
    lon: -116.6,
    displayName: '100 Ember Way, Julian',
  });
  const { app, injectAs } = await build({ GEOCODER_URL: geocoder.url });
  const get = (email: string | null, url: string) => injectAs(email, { method: 'GET', url });
  const [malibu] = await app.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.name, 'Malibu Canyon Residence'));
  const malibuId = malibu!.id;

  it('anonymous 401, customer 403, staff without view_properties 403, with it 200', async () => {
    for (const url of [
      '/api/admin/properties',
      `/api/admin/properties/${String(malibuId)}/members`,
      `/api/admin/properties/${String(malibuId)}/files`,
      `/api/admin/properties/${String(malibuId)}/notes`,
    ]) {
      expect((await get(null, url)).statusCode, url).toBe(401);
      expect((await get(CUSTOMER, url)).statusCode, url).toBe(403);
      expect((await get(NO_ACCESS, url)).statusCode, url).toBe(403);
      expect((await get(SUPPORT, url)).statusCode, url).toBe(200);
    }
  });

  it('search by panel ID, name or address, case-insensitive, server-side', async () => {
    const all = (await get(ADMIN, '/api/admin/properties')).json<PropertyPage>();
    expect(all.total).toBe(5);
    const search = async (q: string) =>
      (
        await get(ADMIN, `/api/admin/properties?search=${encodeURIComponent(q)}`)
      ).json<PropertyPage>();
    expect((await search('1003')).items.map((p) => p.name)).toEqual(['Ojai Valley Ranch']);
    expect((await search('wd-1005')).items.map((p) => p.name)).toEqual(['Julian Hillside Cabin']);
    expect((await search('TOPANGA')).items.map((p) => p.panel_id)).toEqual([1002]);
    expect((await search('las flores canyon')).items.map((p) => p.panel_id)).toEqual([1001]);
    expect((await search('no such place')).total).toBe(0);
    // LIKE wildcards are searched literally.
    expect((await search('%')).total).toBe(0);
    const page2 = (await get(ADMIN, '/api/admin/properties?page=2')).json<PropertyPage>();
    expect(page2).toMatchObject({ items: [], total: 5, page: 2 });
  });

  describe('+ Add New Property', () => {
    const post = (email: string, body: Record<string, unknown>) =>
      injectAs(email, { method: 'POST', url: '/api/admin/properties', payload: body });
    const valid = {
      name: 'Ember Way Home',
      address: '100 Ember Way, Julian, CA 92036',
      owner_email: 'single@demo.test',
      panel_number: 2001,
    };

    it('needs create_properties', async () => {
      expect((await post(SUPPORT, valid)).statusCode).toBe(403);
    });

    it('bad input is a 400 that changes nothing', async () => {
      const before = (await get(ADMIN, '/api/admin/properties')).json<PropertyPage>().total;
      for (const body of [
        { ...valid, name: ' ' },
        { ...valid, owner_email: 'not-an-email' },
        { ...valid, panel_number: 12 },
      ]) {
        expect((await post(ADMIN, body)).statusCode).toBe(400);
      }
      expect((await post(ADMIN, { ...valid, owner_email: 'admin@demo.test' })).statusCode).toBe(
        400,
      );
      expect((await post(ADMIN, { ...valid, owner_email: 'nobody@demo.test' })).statusCode).toBe(
        404,
      );
      expect((await post(ADMIN, { ...valid, panel_number: 1001 })).statusCode).toBe(409);
      expect((await get(ADMIN, '/api/admin/properties')).json<PropertyPage>().total).toBe(before);
    });

    it('geocodes the address and creates the property with its site', async () => {
      const res = await post(ADMIN, valid);
      expect(res.statusCode).toBe(201);
      const body = res.json<{ property_id: number; site_id: string; located: boolean }>();
      expect(body).toMatchObject({ site_id: 'WD-2001', panel_id: 2001, located: true });
      const [row] = await app.db
        .select()
        .from(properties)
        .where(eq(properties.id, body.property_id));
      expect(row).toMatchObject({ latitude: 33.07, longitude: -116.6 });
      const [site] = await app.db.select().from(sites).where(eq(sites.siteId, 'WD-2001'));
      expect(site).toMatchObject({ panelNumber: 2001, propertyId: body.property_id });
      // The owner sees it on the customer side.
      const mine = await get('single@demo.test', '/api/properties');
      expect(JSON.stringify(mine.json())).toContain('Ember Way Home');
    });

    it('when geocoding fails the property is still created, without coordinates, and says so', async () => {
      geocoder.intercept = () => ({ status: 500, body: 'down' });
      const res = await post(ADMIN, {
        ...valid,
        name: 'Unplaced Home',
        address: '1 Nowhere Road',
        panel_number: 2002,
      });
      geocoder.intercept = null;
      expect(res.statusCode).toBe(201);
      const body = res.json<{ property_id: number; located: boolean; message: string }>();
      expect(body.located).toBe(false);
      expect(body.message).toContain('without map coordinates');
      const [row] = await app.db
        .select()
        .from(properties)
        .where(eq(properties.id, body.property_id));
      expect(row).toMatchObject({ latitude: null, longitude: null });
    });
  });

  describe('Manage Users', () => {
    const url = `/api/admin/properties/${String(malibuId)}/members`;

    it('Add User gives an existing customer a role; Remove takes it away (assign_properties)', async () => {
      const add = (email: string, body: Record<string, unknown>) =>
        injectAs(email, { method: 'POST', url, payload: body });
      expect((await add(SUPPORT, { email: 'single@demo.test', role: 'user' })).statusCode).toBe(
        403,
      );
      expect((await add(ADMIN, { email: 'nobody@demo.test', role: 'user' })).statusCode).toBe(404);
      expect((await add(ADMIN, { email: 'single@demo.test', role: 'boss' })).statusCode).toBe(400);
      expect((await add(ADMIN, { email: 'support@demo.test', role: 'user' })).statusCode).toBe(400);

      const res = await add(ADMIN, { email: 'Single@Demo.test', role: 'emergency_contact' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        email: 'single@demo.test',
        role_label: 'Emergency Contact',
        status: 'Active',
        removable: true,
      });
      expect((await add(ADMIN, { email: 'single@demo.test', role: 'guest' })).statusCode).toBe(409);
      const listed = (await get(SUPPORT, url)).json<{ users: Array<{ email: string }> }>();
      expect(listed.users.map((u) => u.email)).toContain('single@demo.test');

      const singleId = await demoUserId(app.db, 'single@demo.test');
      const remove = (email: string, userId: number) =>
        injectAs(email, { method: 'DELETE', url: `${url}/${String(userId)}` });
      expect((await remove(SUPPORT, singleId)).statusCode).toBe(403);
      expect((await remove(ADMIN, singleId)).statusCode).toBe(204);
      expect((await remove(ADMIN, singleId)).statusCode).toBe(404);
      const ownerId = await demoUserId(app.db, CUSTOMER);
      expect((await remove(ADMIN, ownerId)).statusCode).toBe(409);
    });

    it('an unknown property is 404', async () => {
      expect((await get(ADMIN, '/api/admin/properties/99999/members')).statusCode).toBe(404);
    });
  });

  describe('Files', () => {
    const url = `/api/admin/properties/${String(malibuId)}/files`;
    const upload = (
      email: string,
      name: string,
      bytes: Buffer,
      type = 'application/octet-stream',
    ) =>
      injectAs(email, {
        method: 'POST',
        url,
        headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name) },
        payload: bytes,
      });

    it('upload needs edit_properties; download returns the bytes with a safe Content-Disposition', async () => {
      const bytes = Buffer.from('%PDF-1.4 site plan\n');
      expect((await upload(SUPPORT, 'plan.pdf', bytes)).statusCode).toBe(403);
      const res = await upload(OPS, 'Site plan "v2".pdf', bytes);
      expect(res.statusCode).toBe(201);
      const file = res.json<{ id: number; file_name: string; size_bytes: number }>();
      expect(file).toMatchObject({
        file_name: 'Site plan _v2_.pdf',
        size_bytes: bytes.length,
        uploaded_by: 'Omar Haddad',
      });

      const list = (await get(SUPPORT, url)).json<{ files: Array<{ id: number }> }>();
      expect(list.files.map((f) => f.id)).toContain(file.id);

      const download = await get(SUPPORT, `${url}/${String(file.id)}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Site plan _v2_.pdf"; filename*=UTF-8''Site%20plan%20_v2_.pdf`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');

      // Another property's id does not reach this file.
      const other = `/api/admin/properties/${String(malibuId + 1)}/files/${String(file.id)}`;
      expect((await get(ADMIN, other)).statusCode).toBe(404);

      expect(
        (await injectAs(SUPPORT, { method: 'DELETE', url: `${url}/${String(file.id)}` }))
          .statusCode,
      ).toBe(403);
      expect(
        (await injectAs(OPS, { method: 'DELETE', url: `${url}/${String(file.id)}` })).statusCode,
      ).toBe(204);
      expect((await get(ADMIN, `${url}/${String(file.id)}`)).statusCode).toBe(404);
    });

    it('a file above 10 MB is refused with 413 and nothing is kept', async () => {
      const before = await app.db.select().from(propertyFiles);
      const res = await upload(OPS, 'big.pdf', Buffer.alloc(10 * 1024 * 1024 + 1, 1));
      expect(res.statusCode).toBe(413);
      expect(await app.db.select().from(propertyFiles)).toHaveLength(before.length);
    });

    it('a type outside the allow-list is refused with 400', async () => {
      for (const name of ['run.exe', 'page.html', 'image.svg', 'noextension']) {
        const res = await upload(OPS, name, Buffer.from('x'));
        expect(res.statusCode, name).toBe(400);
      }
      expect((await upload(OPS, 'a.txt', Buffer.from('x'), 'text/plain')).statusCode).toBe(400);
    });

    it('path traversal names are sanitised to a plain file name', async () => {
      const res = await upload(OPS, '../../../etc/passwd.txt', Buffer.from('root:x:0:0'));
      expect(res.statusCode).toBe(201);
      const file = res.json<{ id: number; file_name: string }>();
      expect(file.file_name).toBe('passwd.txt');
      const [row] = await app.db.select().from(propertyFiles).where(eq(propertyFiles.id, file.id));
      expect(row!.storageKey).toMatch(/^property-\d+\/[a-f0-9]{32}$/);
      const download = await get(ADMIN, `${url}/${String(file.id)}`);
      expect(download.body).toBe('root:x:0:0');
    });
  });

  describe('Notes', () => {
    const url = `/api/admin/properties/${String(malibuId)}/notes`;
    const add = (email: string, content: string) =>
      injectAs(email, { method: 'POST', url, payload: { content } });

    it('adds notes with author and time, lists newest first, ignores blank text', async () => {
      expect((await add(SUPPORT, 'no permission')).statusCode).toBe(403);
      expect((await add(OPS, '   ')).statusCode).toBe(400);
      expect((await add(OPS, 'First visit booked')).statusCode).toBe(201);
      const second = await add(ADMIN, '  Gate code changed  ');
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({ content: 'Gate code changed', author: 'Alex Morgan' });
      const list = (await get(SUPPORT, url)).json<{
        items: Array<{ content: string; author: string; created_at: string }>;
        total: number;
      }>();
      expect(list.total).toBe(2);
      expect(list.items.map((n) => n.content)).toEqual(['Gate code changed', 'First visit booked']);
      expect(list.items[1]!.author).toBe('Omar Haddad');
    });
  });
});
