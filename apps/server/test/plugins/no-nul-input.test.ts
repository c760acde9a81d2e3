import { describe, expect, it } from 'vitest';
import { nulCharacterAt } from '../../src/plugins/external/no-nul-input';
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
