import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from '#src/services/tokens';

const secret = new TextEncoder().encode('s'.repeat(40));
const claims = { userId: 7, sessionId: 'session-7' };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('a signed token verifies, again and again', async () => {
    const signer = createTokenSigner(secret);
    const token = await signer.sign(claims, new Date(Date.now() + 60_000));
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('a token changed by one character, or signed with another secret, is refused', async () => {
    const signer = createTokenSigner(secret);
    const token = await signer.sign(claims, new Date(Date.now() + 60_000));
    await signer.verify(token);
    // The signature's first character (its last one may carry only padding bits).
    const at = token.lastIndexOf('.') + 1;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(await signer.verify(changed)).toBeNull();
    const other = createTokenSigner(new TextEncoder().encode('o'.repeat(40)));
    expect(await other.verify(token)).toBeNull();
  });

  it('a token verified earlier is refused once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const signer = createTokenSigner(secret);
    const token = await signer.sign(claims, new Date('2026-11-24T10:05:00Z'));
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-24T10:05:01Z'));
    expect(await signer.verify(token)).toBeNull();
    expect(await signer.verify(token)).toBeNull();
  });
});
