import { POST_LOGIN_401_GRACE_MS } from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { shouldForceLogoutOn401, type UnauthorizedResponse } from './session-rules';

const TOKEN = 'token-a';
const SET_AT = 1_700_000_000_000;
const LONG_AFTER = SET_AT + 60_000;

const unauthorized = (overrides: Partial<UnauthorizedResponse> = {}): UnauthorizedResponse => ({
  endpoint: '/tags/control-center?site_id=7',
  sentToken: TOKEN,
  currentToken: TOKEN,
  tokenSetTime: SET_AT,
  now: LONG_AFTER,
  ...overrides,
});

describe('a 401 forces logout only when the session really ended (spec section 8)', () => {
  it('ignores a 401 when no token is stored', () => {
    expect(shouldForceLogoutOn401(unauthorized({ sentToken: null, currentToken: null }))).toBe(
      false,
    );
  });

  it('ignores a 401 for a request sent with a token that has since been replaced', () => {
    expect(shouldForceLogoutOn401(unauthorized({ sentToken: 'old-token' }))).toBe(false);
    expect(shouldForceLogoutOn401(unauthorized({ sentToken: null }))).toBe(false);
  });

  it('ignores a 401 on the SCADA definition', () => {
    expect(shouldForceLogoutOn401(unauthorized({ endpoint: '/scada/definition?site_id=7' }))).toBe(
      false,
    );
  });

  it('ignores a 401 from accepting an invitation with a wrong password', () => {
    expect(
      shouldForceLogoutOn401(unauthorized({ endpoint: '/invitations/abc_DEF-123/accept' })),
    ).toBe(false);
    // Reading an invitation is not a session matter either way, but other routes still are.
    expect(shouldForceLogoutOn401(unauthorized({ endpoint: '/invitations/abc/accepted' }))).toBe(
      true,
    );
  });

  it('ignores a 401 on a SCADA write', () => {
    expect(shouldForceLogoutOn401(unauthorized({ endpoint: '/scada/write?site_id=7' }))).toBe(
      false,
    );
  });

  it('ignores a 401 on login', () => {
    expect(shouldForceLogoutOn401(unauthorized({ endpoint: '/auth/login' }))).toBe(false);
  });

  it('ignores a 401 on logout, since the user is leaving anyway', () => {
    expect(shouldForceLogoutOn401(unauthorized({ endpoint: '/auth/logout' }))).toBe(false);
  });

  it('ignores a 401 within 5 seconds of the token being set', () => {
    expect(shouldForceLogoutOn401(unauthorized({ now: SET_AT }))).toBe(false);
    expect(
      shouldForceLogoutOn401(unauthorized({ now: SET_AT + POST_LOGIN_401_GRACE_MS - 1 })),
    ).toBe(false);
  });

  it('forces logout once the 5 second grace period has passed', () => {
    expect(shouldForceLogoutOn401(unauthorized({ now: SET_AT + POST_LOGIN_401_GRACE_MS }))).toBe(
      true,
    );
  });

  it('forces logout on any other 401', () => {
    expect(shouldForceLogoutOn401(unauthorized())).toBe(true);
    expect(shouldForceLogoutOn401(unauthorized({ endpoint: '/auth/user' }))).toBe(true);
  });

  it('forces logout when the token set time is unknown', () => {
    expect(shouldForceLogoutOn401(unauthorized({ tokenSetTime: null }))).toBe(true);
  });

  it('matches the session-neutral endpoints exactly, not by prefix', () => {
    expect(shouldForceLogoutOn401(unauthorized({ endpoint: '/scada/commands/12' }))).toBe(true);
    expect(shouldForceLogoutOn401(unauthorized({ endpoint: '/auth/login-history' }))).toBe(true);
  });
});
