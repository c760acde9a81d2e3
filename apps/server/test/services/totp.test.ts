import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  otpauthUrl,
  totp,
  verifyTotp,
} from '#src/services/totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const DEMO_SECRET = 'JBSWY3DPEHPK3PXP';

describe('TOTP (RFC 6238, SHA-1, 30 s)', () => {
  it('matches the RFC 6238 test vectors (8 digits)', () => {
    const vectors: Array<[number, string]> = [
      [59, '94287082'],
      [1_111_111_109, '07081804'],
      [1_111_111_111, '14050471'],
      [1_234_567_890, '89005924'],
      [2_000_000_000, '69279037'],
      [20_000_000_000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      expect(totp(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code);
    }
  });

  it('matches the RFC 4226 HOTP test vectors', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    expect([0, 1, 2, 9].map((c) => hotp(key, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('base32 round-trips and reads the demo secret JBSWY3DPEHPK3PXP', () => {
    // "Hello!" followed by 0xDEADBEEF.
    expect(base32Decode(DEMO_SECRET)).toEqual(Buffer.from('48656c6c6f21deadbeef', 'hex'));
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret)!)).toBe(secret);
    expect(base32Decode('not base32!')).toBeNull();
  });

  it('accepts a code one step early or late, not two (the window edges)', () => {
    const at = new Date('2026-11-22T12:00:15Z');
    const step = (offset: number) => new Date(at.getTime() + offset * 30_000);
    expect(verifyTotp(DEMO_SECRET, totp(DEMO_SECRET, step(-1)), at)).not.toBeNull();
    expect(verifyTotp(DEMO_SECRET, totp(DEMO_SECRET, step(1)), at)).not.toBeNull();
    expect(verifyTotp(DEMO_SECRET, totp(DEMO_SECRET, step(-2)), at)).toBeNull();
    expect(verifyTotp(DEMO_SECRET, totp(DEMO_SECRET, step(2)), at)).toBeNull();
  });

  it('a code works once: its step and older ones are refused afterwards', () => {
    const at = new Date('2026-11-22T12:00:15Z');
    const code = totp(DEMO_SECRET, at);
    const used = verifyTotp(DEMO_SECRET, code, at);
    expect(used).not.toBeNull();
    expect(verifyTotp(DEMO_SECRET, code, at, used)).toBeNull();
  });

  it('refuses malformed codes', () => {
    const at = new Date();
    expect(verifyTotp(DEMO_SECRET, '12345', at)).toBeNull();
    expect(verifyTotp(DEMO_SECRET, 'abcdef', at)).toBeNull();
  });

  it('builds the otpauth link authenticator apps read', () => {
    expect(otpauthUrl(DEMO_SECRET, 'admin@demo.test')).toBe(
      'otpauth://totp/Wildfire%20Defense%3Aadmin%40demo.test?secret=JBSWY3DPEHPK3PXP&issuer=Wildfire+Defense&algorithm=SHA1&digits=6&period=30',
    );
  });
});
