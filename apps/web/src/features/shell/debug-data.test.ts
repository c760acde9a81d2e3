import { afterEach, describe, expect, it } from 'vitest';

import {
  applicationEntries,
  authenticationEntries,
  entriesToText,
  readStorageEntries,
  redactToken,
  shouldShowDebugPanel,
} from './debug-data';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret-part.signature';

afterEach(() => {
  sessionStorage.clear();
});

describe('debug data never holds a full token', () => {
  it('keeps only the first 8 characters and an ellipsis', () => {
    expect(redactToken(TOKEN)).toBe('eyJhbGci…');
  });

  it('redacts access_token (and any other *token* key) in storage listings', () => {
    localStorage.setItem('access_token', TOKEN);
    localStorage.setItem('token_set_time', '1700000000000');
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('refresh_token', 'abcdefghijklmnop');

    expect(readStorageEntries(localStorage)).toEqual([
      ['access_token', 'eyJhbGci…'],
      ['theme', 'dark'],
      ['token_set_time', '1700000000000'],
    ]);
    expect(readStorageEntries(sessionStorage)).toEqual([['refresh_token', 'abcdefgh…']]);
  });

  it('shows the user and a redacted token with its set time', () => {
    localStorage.setItem('access_token', TOKEN);
    localStorage.setItem('token_set_time', '1700000000000');

    const entries = authenticationEntries(
      { name: 'Ada', email: 'ada@demo.test', kind: 'staff' },
      localStorage,
    );

    expect(entries).toEqual([
      ['name', 'Ada'],
      ['email', 'ada@demo.test'],
      ['kind', 'staff'],
      ['token', 'eyJhbGci…'],
      ['token_set_time', '1700000000000 (2023-11-14T22:13:20.000Z)'],
    ]);
    expect(entriesToText('Authentication', entries)).not.toContain(TOKEN);
  });

  it('says when no token is stored', () => {
    const entries = authenticationEntries(
      { name: 'A', email: 'a@b.c', kind: 'staff' },
      localStorage,
    );
    expect(entries).toContainEqual(['token', 'not set']);
    expect(entries).toContainEqual(['token_set_time', 'not set']);
  });
});

describe('application section', () => {
  it('names the route, the selected site and the version', () => {
    expect(applicationEntries({ route: '/pumps', siteId: 'WD-1001', version: '0.1.0' })).toEqual([
      ['route', '/pumps'],
      ['selected site id', 'WD-1001'],
      ['app version', '0.1.0'],
    ]);
    expect(applicationEntries({ route: '/', siteId: null, version: null })).toEqual([
      ['route', '/'],
      ['selected site id', 'none'],
      ['app version', 'unknown'],
    ]);
  });
});

describe('the debug panel shows only in demo mode and only to staff holding system_configuration', () => {
  const configures = ['system_configuration'];
  it.each([
    [true, true, configures, true],
    [true, true, ['view_support_tickets'], false],
    [true, false, configures, false],
    [false, true, configures, false],
    [undefined, true, configures, false],
  ])('demo %s, staff %s, permissions %j: %s', (demo, isStaff, permissions, shown) => {
    expect(shouldShowDebugPanel(demo, { is_staff: isStaff, permissions })).toBe(shown);
  });
});
