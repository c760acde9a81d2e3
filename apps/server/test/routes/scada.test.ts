import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, commands } from '#src/db/schema/index';
import { build, givePropertyRole } from '../helper';

describe('SCADA definition and writes', async () => {
  const { app, injectAs } = await build();
  const write = (email: string | null, siteId: string, payload: unknown) =>
    injectAs(email, {
      method: 'POST',
      url: `/api/scada/write?site_id=${siteId}`,
      payload: payload as object,
    });
  const commandCount = async () => (await app.db.select({ n: count() }).from(commands))[0]!.n;

  it('GET /api/scada/definition answers the panel definition', async () => {
    const res = await injectAs('owner@demo.test', {
      method: 'GET',
      url: '/api/scada/definition?site_id=WD-1002',
    });
    expect(res.statusCode).toBe(200);
    const { definition } = res.json()._embedded;
    expect(definition.pumps).toBe(3);
    expect(definition.tags).toEqual(
      expect.arrayContaining([expect.objectContaining({ tag: 'HMI_SYSTEM_CMD', writable: true })]),
    );
  });

  it('the definition needs site_id and access to the site', async () => {
    expect(
      (await injectAs('owner@demo.test', { method: 'GET', url: '/api/scada/definition' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await injectAs('single@demo.test', {
          method: 'GET',
          url: '/api/scada/definition?site_id=WD-1001',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('an owner write is stored as pending and answered 202 with the command id', async () => {
    const res = await write('owner@demo.test', 'WD-1001', { tag: 'HMI_SYSTEM_CMD', value: 1 });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toEqual({ command_id: expect.any(String), status: 'pending' });
    const [stored] = await app.db.select().from(commands).where(eq(commands.id, body.command_id));
    expect(stored).toMatchObject({
      siteId: 'WD-1001',
      tag: 'HMI_SYSTEM_CMD',
      value: 1,
      status: 'pending',
    });
  });

  it('each write is in the audit log with who, what and from where', async () => {
    const res = await write('owner@demo.test', 'WD-1002', { tag: 'SD_LENGTH', value: 20 });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, res.json().command_id));
    expect(entry).toMatchObject({
      action: 'scada.write',
      userId: 1,
      method: 'POST',
      ip: '127.0.0.1',
    });
    expect(entry!.details).toEqual({ site_id: 'WD-1002', tag: 'SD_LENGTH', value: 20 });
  });

  it('booleans are sent to the panel as 1 and 0', async () => {
    const res = await write('owner@demo.test', 'WD-1001', { tag: 'HMI_PD_CMD', value: true });
    const [stored] = await app.db
      .select()
      .from(commands)
      .where(eq(commands.id, res.json().command_id));
    expect(stored!.value).toBe(1);
  });

  it("a Guest's write answers 403 and stores nothing", async () => {
    const before = await commandCount();
    const res = await write('guest@demo.test', 'WD-1001', { tag: 'HMI_SYSTEM_CMD', value: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(await commandCount()).toBe(before);
  });

  it('a Property User has the basic controls: starts and stops go out, setpoints answer 403 and store nothing', async () => {
    await givePropertyRole(app, 'empty@demo.test', 'WD-1001', 'user');
    for (const tag of ['HMI_SYSTEM_CMD', 'HMI_SD_CMD', 'HMI_PD_CMD']) {
      const res = await write('empty@demo.test', 'WD-1001', { tag, value: 0 });
      expect(res.statusCode, tag).toBe(202);
    }
    const before = await commandCount();
    for (const tag of ['SD_LENGTH', 'PD_LENGTH', 'AGITATOR_PUMP_DURATION']) {
      const res = await write('empty@demo.test', 'WD-1001', { tag, value: 20 });
      expect(res.statusCode, tag).toBe(403);
      expect(res.json().error.message).toBe(
        "Only the property's Owner or Property Manager can change its settings.",
      );
    }
    expect(await commandCount()).toBe(before);
    // Owners still change settings.
    expect(
      (await write('owner@demo.test', 'WD-1001', { tag: 'SD_LENGTH', value: 20 })).statusCode,
    ).toBe(202);
  });

  it("a write to another customer's site answers 404", async () => {
    const res = await write('single@demo.test', 'WD-1001', { tag: 'HMI_SYSTEM_CMD', value: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('staff without a property membership cannot write to a customer panel', async () => {
    // Staff who may view it (the read-only staff view) are refused; others do not learn it exists.
    expect(
      (await write('admin@demo.test', 'WD-1001', { tag: 'HMI_SYSTEM_CMD', value: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await write('newhire@demo.test', 'WD-1001', { tag: 'HMI_SYSTEM_CMD', value: 1 })).statusCode,
    ).toBe(404);
  });

  it('an unknown tag, a read-only tag or a value out of range is a 400 that changes nothing', async () => {
    const before = await commandCount();
    const cases: Array<[unknown, RegExp]> = [
      [{ tag: 'OPEN_THE_POD_BAY_DOORS', value: 1 }, /not a known panel tag/],
      [{ tag: 'SYSTEM_STATUS', value: 1 }, /read-only/],
      [{ tag: 'SD_REMAIN', value: 5 }, /read-only/],
      [{ tag: 'HMI_SYSTEM_CMD', value: 2 }, /between 0 and 1/],
      [{ tag: 'SD_LENGTH', value: 0 }, /between 1 and 240/],
      [{ tag: 'AGITATOR_PUMP_HOUR', value: 24 }, /between 0 and 23/],
      [{ tag: 'SD_LENGTH', value: 12.5 }, /whole number/],
      [{ tag: 'HMI_SYSTEM_CMD', value: 'on' }, /^Value must be a number/],
      [{ tag: 'HMI_SYSTEM_CMD' }, /^Value is required/],
    ];
    for (const [payload, message] of cases) {
      const res = await write('owner@demo.test', 'WD-1001', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect(await commandCount()).toBe(before);
  });

  it('GET /api/scada/commands/{id} follows a command, only for those who may see its site', async () => {
    const { command_id } = (
      await write('owner@demo.test', 'WD-1001', { tag: 'HMI_SD_TEST_CMD', value: 1 })
    ).json();
    const own = await injectAs('owner@demo.test', {
      method: 'GET',
      url: `/api/scada/commands/${command_id}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      command_id,
      status: 'pending',
      site_id: 'WD-1001',
      tag: 'HMI_SD_TEST_CMD',
      value: 1,
    });
    // The guest of that property may watch it; another customer may not even learn it exists.
    expect(
      (
        await injectAs('guest@demo.test', {
          method: 'GET',
          url: `/api/scada/commands/${command_id}`,
        })
      ).statusCode,
    ).toBe(200);
    const other = await injectAs('single@demo.test', {
      method: 'GET',
      url: `/api/scada/commands/${command_id}`,
    });
    expect(other.statusCode).toBe(404);
    const unknown = await injectAs('single@demo.test', {
      method: 'GET',
      url: `/api/scada/commands/${crypto.randomUUID()}`,
    });
    expect(other.json()).toEqual(unknown.json());
    expect(
      (await injectAs('owner@demo.test', { method: 'GET', url: '/api/scada/commands/not-a-uuid' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await injectAs(null, { method: 'GET', url: `/api/scada/commands/${command_id}` }))
        .statusCode,
    ).toBe(401);
  });

  it('writes need a signed-in caller', async () => {
    expect((await write(null, 'WD-1001', { tag: 'HMI_SYSTEM_CMD', value: 1 })).statusCode).toBe(
      401,
    );
  });
});
