import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, servicePartners } from '#src/db/schema/index';
import { build } from '../../helper';

const ADMIN = 'admin@demo.test';
const PM = 'pm@demo.test'; // view_partners only (Project Managers group)
const OPS = 'ops@demo.test'; // view_partners only (Field Operations group)
const SUPPORT = 'support@demo.test'; // no partner permission
const CUSTOMER = 'owner@demo.test';

interface PartnerRow {
  id: number;
  company_name: string;
  certification: string;
  status: string;
  rating: number;
  active_projects: number;
  assigned_properties: number;
  assignable: boolean;
}
interface PartnerPage {
  items: PartnerRow[];
  total: number;
  all_partners: number;
  stats: Record<string, number>;
  page: number;
  page_size: number;
}

describe('service partners (/api/admin/partners)', async () => {
  const { app, injectAs } = await build();
  const get = (email: string | null, url: string) => injectAs(email, { method: 'GET', url });
  const list = async (query = '') =>
    (await get(ADMIN, `/api/admin/partners${query}`)).json<PartnerPage>();
  const idOf = async (company: string) => {
    const [row] = await app.db
      .select({ id: servicePartners.id })
      .from(servicePartners)
      .where(eq(servicePartners.companyName, company));
    return row!.id;
  };
  const canyon = await idOf('Canyon Fire Systems');
  const ridgeline = await idOf('Ridgeline Installations');

  it('needs view_partners: anonymous 401, customer 403, staff without it 403', async () => {
    expect((await get(null, '/api/admin/partners')).statusCode).toBe(401);
    expect((await get(CUSTOMER, '/api/admin/partners')).statusCode).toBe(403);
    expect((await get(SUPPORT, '/api/admin/partners')).statusCode).toBe(403);
    expect((await get(OPS, '/api/admin/partners')).statusCode).toBe(200);
    for (const sub of ['', '/projects', '/messages']) {
      expect((await get(SUPPORT, `/api/admin/partners/${String(canyon)}${sub}`)).statusCode).toBe(
        403,
      );
      expect((await get(PM, `/api/admin/partners/${String(canyon)}${sub}`)).statusCode).toBe(200);
    }
  });

  it('the five stat cards count every partner; Showing N of M counts all partners', async () => {
    const all = await list();
    expect(all.all_partners).toBe(7);
    expect(all.total).toBe(7);
    expect(all.stats).toEqual({
      waiting_onboarding: 2,
      active: 3,
      waiting_approval: 1,
      // Canyon (PRJ-001..003), Backcountry (PRJ-004, 007, 008), Inland Empire (PRJ-010).
      assigned_projects: 3,
      // Panels 1001 and 1002 Canyon, 1003 Ridgeline, 1005 Backcountry.
      assigned_properties: 3,
    });
    const canyonRow = all.items.find((p) => p.id === canyon)!;
    expect(canyonRow).toMatchObject({ active_projects: 3, assigned_properties: 2, rating: 5 });
  });

  it('a stat card filters; search is a case-insensitive substring on company, contact, location or any specialty', async () => {
    const names = (page: PartnerPage) => page.items.map((p) => p.company_name);
    expect(names(await list('?filter=waiting_onboarding'))).toEqual([
      'Laguna Canyon Contractors',
      'Sierra Ember Defense',
    ]);
    expect(names(await list('?filter=waiting_approval'))).toEqual([
      'Pacific Crest Fire Protection',
    ]);
    expect(names(await list('?filter=assigned_properties'))).toEqual([
      'Backcountry Water Works',
      'Canyon Fire Systems',
      'Ridgeline Installations',
    ]);
    expect(names(await list('?search=HANNAH'))).toEqual(['Backcountry Water Works']);
    expect(names(await list('?search=ventura'))).toEqual(['Ridgeline Installations']);
    expect(names(await list('?search=foam%20retardant'))).toEqual([
      'Canyon Fire Systems',
      'Laguna Canyon Contractors',
    ]);
    // Search and card combine with AND; M stays every partner.
    const both = await list('?search=canyon&filter=active');
    expect(names(both)).toEqual(['Canyon Fire Systems']);
    expect(both.all_partners).toBe(7);
    expect((await list('?search=zzz-nothing')).total).toBe(0);
    expect((await get(ADMIN, '/api/admin/partners?filter=bogus')).statusCode).toBe(400);
  });

  it('View: details, serviced properties and crew; unknown partner 404', async () => {
    const res = await get(ADMIN, `/api/admin/partners/${String(canyon)}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.partner).toMatchObject({ company_name: 'Canyon Fire Systems', assignable: true });
    expect(detail.properties.map((p: { name: string }) => p.name)).toEqual([
      'Malibu Canyon Residence',
      'Topanga Ridge Retreat',
    ]);
    expect(detail.crew[0]).toMatchObject({ name: 'Marco Diaz', is_lead: true });
    expect(detail.crew.find((m: { name: string }) => m.name === 'Carlos Mendez')).toMatchObject({
      has_sign_in: true,
    });
    expect((await get(ADMIN, '/api/admin/partners/999999')).statusCode).toBe(404);
    const expired = (await get(ADMIN, `/api/admin/partners/${String(ridgeline)}`)).json();
    expect(expired.partner).toMatchObject({ certification: 'Expired', assignable: false });
  });

  it('Projects: the partner’s projects with their deposit status', async () => {
    const res = (await get(PM, `/api/admin/partners/${String(canyon)}/projects`)).json();
    expect(res.items.map((p: { id: string }) => p.id).sort()).toEqual([
      'PRJ-001',
      'PRJ-002',
      'PRJ-003',
      'PRJ-006',
    ]);
    expect(res.items.find((p: { id: string }) => p.id === 'PRJ-003').deposit.status).toBe('Waived');
  });

  it('Messages: newest first; sending needs manage_partners, is kept, emailed and audited', async () => {
    const before = (await get(ADMIN, `/api/admin/partners/${String(canyon)}/messages`)).json();
    expect(before.items.length).toBeGreaterThan(0);
    const times = before.items.map((m: { created_at: string }) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const body = { subject: 'Crew badge renewal', content: 'Please send updated crew badges.' };
    const url = `/api/admin/partners/${String(canyon)}/messages`;
    expect((await injectAs(PM, { method: 'POST', url, payload: body })).statusCode).toBe(403);
    const blank = await injectAs(ADMIN, {
      method: 'POST',
      url,
      payload: { ...body, content: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    const foreign = await injectAs(ADMIN, {
      method: 'POST',
      url,
      payload: { ...body, project_id: 'PRJ-004' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toHaveProperty('project_id');

    const sent = await injectAs(ADMIN, { method: 'POST', url, payload: body });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ direction: 'to_partner', author: 'Alex Morgan' });
    const after = (await get(ADMIN, url)).json();
    expect(after.items[0]).toMatchObject({ subject: 'Crew badge renewal' });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'marco@canyonfire.example'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail).toMatchObject({ subject: 'Crew badge renewal', status: 'logged' });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner.message'), eq(auditLog.targetId, String(canyon))));
    expect(audit).toBeDefined();
  });

  it('Add partner: manage_partners; starts Waiting Onboarding with certification Pending', async () => {
    const payload = {
      company_name: 'Mojave Mist Systems',
      contact_name: 'Ana Ruiz',
      email: 'Ana@MojaveMist.example',
      phone: '(760) 555-0101',
      service_type: 'Both',
      location: 'Palmdale, CA',
      specialties: ['Misting lines'],
    };
    expect(
      (await injectAs(PM, { method: 'POST', url: '/api/admin/partners', payload })).statusCode,
    ).toBe(403);
    const bad = await injectAs(ADMIN, {
      method: 'POST',
      url: '/api/admin/partners',
      payload: { ...payload, email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/email/i);
    const res = await injectAs(ADMIN, { method: 'POST', url: '/api/admin/partners', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().partner).toMatchObject({
      status: 'Waiting Onboarding',
      certification: 'Pending',
      email: 'ana@mojavemist.example',
    });
  });

  it('Edit: status and certification changes need partner_contracts', async () => {
    const url = `/api/admin/partners/${String(ridgeline)}`;
    // The PM holds view_partners only; the manage_partners check comes first.
    expect((await injectAs(PM, { method: 'PATCH', url, payload: { rating: 4 } })).statusCode).toBe(
      403,
    );
    const [row] = await app.db
      .select({ id: servicePartners.id })
      .from(servicePartners)
      .where(eq(servicePartners.companyName, 'Ridgeline Installations'));
    const ok = await injectAs(ADMIN, {
      method: 'PATCH',
      url,
      payload: { certification: 'Certified', status: 'Active', rating: 4 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().partner).toMatchObject({
      id: row!.id,
      certification: 'Certified',
      assignable: true,
      rating: 4,
    });
    expect((await injectAs(ADMIN, { method: 'PATCH', url, payload: {} })).statusCode).toBe(400);
    // Back to expired for the other tests of this file.
    await injectAs(ADMIN, {
      method: 'PATCH',
      url,
      payload: { certification: 'Expired', status: 'Inactive', rating: 3 },
    });
  });

  it('Crew: add and remove members (manage_partners), audited', async () => {
    const url = `/api/admin/partners/${String(canyon)}/members`;
    const payload = { name: 'Dana Fox', role: 'Electrician', current_status: 'En Route' };
    expect((await injectAs(PM, { method: 'POST', url, payload })).statusCode).toBe(403);
    const added = await injectAs(ADMIN, { method: 'POST', url, payload });
    expect(added.statusCode).toBe(201);
    const member = added.json();
    expect(member).toMatchObject({ name: 'Dana Fox', current_status: 'En Route', is_lead: false });
    const crew = (await get(ADMIN, `/api/admin/partners/${String(canyon)}`)).json().crew;
    expect(crew.map((m: { name: string }) => m.name)).toContain('Dana Fox');
    // Another partner's member is not found under this one.
    expect(
      (
        await injectAs(ADMIN, {
          method: 'DELETE',
          url: `/api/admin/partners/${String(ridgeline)}/members/${String(member.id)}`,
        })
      ).statusCode,
    ).toBe(404);
    const removed = await injectAs(ADMIN, {
      method: 'DELETE',
      url: `${url}/${String(member.id)}`,
    });
    expect(removed.statusCode).toBe(204);
    const audits = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(canyon)));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['partner_member.add', 'partner_member.remove']),
    );
  });
});
