import { describe, expect, it } from 'vitest';
import { nulCharacterAt } from '#src/plugins/external/no-nul-input';
import { build } from '../helper';

describe('text with the NUL character is refused as bad input', async () => {
  const { injectAs } = await build();

  it('finds the NUL character in nested bodies, keys and arrays, and nowhere else', () => {
    expect(nulCharacterAt({ a: ['ok', 'b\u0000d'] }, 'body')).toBe('body.a.1');
    expect(nulCharacterAt({ ['k\u0000']: 1 }, 'body')).toBe('body.k\u0000');
    expect(nulCharacterAt({ a: 'fine', b: [1, null, true] }, 'body')).toBeNull();
    expect(nulCharacterAt(Buffer.from('a\u0000b'), 'body')).toBeNull();
  });

  it('in a path id: 400, not a server error', async () => {
    const res = await injectAs('owner@demo.test', {
      method: 'DELETE',
      url: '/api/auth/sessions/%00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Id must not contain the NUL character',
      fields: { id: 'Must not contain the NUL character' },
    });
  });

  it('in a JSON body or a query: 400 naming where', async () => {
    const body = await injectAs('owner@demo.test', {
      method: 'PATCH',
      url: '/api/auth/user',
      payload: { name: 'Sam\u0000' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().error.message).toBe('Name must not contain the NUL character');
    const query = await injectAs('owner@demo.test', {
      method: 'GET',
      url: '/api/tags/control-center?site_id=WD-1001%00',
    });
    expect(query.statusCode).toBe(400);
  });
});

describe('text with a lone UTF-16 surrogate is refused as bad input', async () => {
  const { injectAs } = await build();

  it('in a JSON body: 400 naming the field, and nothing changes', async () => {
    const before = await injectAs('owner@demo.test', { method: 'GET', url: '/api/auth/user' });
    const res = await injectAs('owner@demo.test', {
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { 'content-type': 'application/json' },
      // JSON carries a lone surrogate as an escape; the parsed string holds it. The rest of the
      // body is valid: without the check the name was stored as "Sam \ufffd".
      payload: JSON.stringify({ ...before.json(), name: 'Sam' }).replace('"Sam"', '"Sam \\ud800"'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'bad_request',
      message: 'Name must be well-formed Unicode (a lone surrogate)',
      fields: { name: 'Must be well-formed Unicode (a lone surrogate)' },
    });
    const after = await injectAs('owner@demo.test', { method: 'GET', url: '/api/auth/user' });
    expect(after.json()).toEqual(before.json());
  });

  it('in a nested body field or an object key: 400 naming where', async () => {
    const res = await injectAs('owner@demo.test', {
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Sam","extra":[{"note":"\\udc00"}]}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Note must be well-formed Unicode (a lone surrogate)',
      fields: { 'extra.0.note': 'Must be well-formed Unicode (a lone surrogate)' },
    });
  });

  it('a surrogate pair (an emoji) is fine', async () => {
    const current = await injectAs('owner@demo.test', { method: 'GET', url: '/api/auth/user' });
    const res = await injectAs('owner@demo.test', {
      method: 'PATCH',
      url: '/api/auth/user',
      payload: { ...(current.json() as object), name: 'Sam \ud83d\udd25' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Sam \ud83d\udd25');
  });
});
