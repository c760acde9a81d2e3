import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#src/seed/demo-data';
import { build } from '../helper';

describe('My Account profile', async () => {
  const { injectAs } = await build();
  const patch = (email: string, payload: object) =>
    injectAs(email, { method: 'PATCH', url: '/api/auth/user', payload });
  const valid = {
    name: 'Sam Patel',
    email: 'single@demo.test',
    phone: '(555) 123-4567',
    timezone: 'America/Denver',
  };

  it('saves name, email, phone and timezone on the server', async () => {
    const res = await patch('single@demo.test', valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(valid);
    const again = await injectAs('single@demo.test', { method: 'GET', url: '/api/auth/user' });
    expect(again.json()).toMatchObject({ phone: '(555) 123-4567', timezone: 'America/Denver' });
  });

  it('validates email, phone and timezone with messages naming the field', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ ...valid, email: 'not-an-email' }, /email/i],
      [{ ...valid, phone: '12' }, /phone/i],
      [{ ...valid, phone: 'call me' }, /phone/i],
      [{ ...valid, timezone: 'Europe/Paris' }, /timezone/i],
      [{ ...valid, name: '  ' }, /name/i],
    ];
    for (const [body, message] of cases) {
      const res = await patch('single@demo.test', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
  });

  it('an email that belongs to another account is a 409', async () => {
    // A new email needs the current password (decision 054), asked before anything else.
    const res = await patch('single@demo.test', {
      ...valid,
      email: 'owner@demo.test',
      current_password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
  });

  it('an empty phone clears it', async () => {
    const res = await patch('single@demo.test', { ...valid, phone: '' });
    expect(res.json().phone).toBeNull();
  });
});

describe('Inbox', async () => {
  const { injectAs } = await build();

  it('shows messages sent to me, and marking one read persists', async () => {
    const res = await injectAs('owner@demo.test', { method: 'GET', url: '/api/inbox' });
    expect(res.statusCode).toBe(200);
    const { messages, unread } = res.json();
    expect(messages[0]).toMatchObject({ sender: 'Wildfire Defense Support', read: false });
    expect(unread).toBe(1);
    expect(
      (
        await injectAs('owner@demo.test', {
          method: 'POST',
          url: `/api/inbox/${messages[0].id}/read`,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await injectAs('owner@demo.test', { method: 'GET', url: '/api/inbox' })).json().unread,
    ).toBe(0);
  });

  it("another person's message answers 404", async () => {
    const { messages } = (
      await injectAs('single@demo.test', { method: 'GET', url: '/api/inbox' })
    ).json();
    expect(
      (
        await injectAs('owner@demo.test', {
          method: 'POST',
          url: `/api/inbox/${messages[0].id}/read`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('staff have an empty inbox until someone writes to them', async () => {
    expect(
      (await injectAs('admin@demo.test', { method: 'GET', url: '/api/inbox' })).json(),
    ).toEqual({ messages: [], total: 0, unread: 0 });
  });
});
