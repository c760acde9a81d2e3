import { describe, expect, it } from 'vitest';

import { returnPath, returnPathFrom, signInHref, takeSignInMessages } from './sign-in-page';

describe('where signing in leads (decision 030)', () => {
  it('leads back to the page of this site that was asked for, with its query and hash', () => {
    expect(returnPath('/alerts')).toBe('/alerts');
    expect(returnPath('/pumps?tab=2#top')).toBe('/pumps?tab=2#top');
    expect(returnPath('/admin/users/3')).toBe('/admin/users/3');
  });

  it('never leads to another site, however the address is written', () => {
    for (const wanted of [
      'https://evil.example/',
      '//evil.example/alerts',
      '/\\evil.example',
      '/\t/evil.example',
      '\n//evil.example',
      'javascript:alert(1)',
      'alerts',
    ]) {
      expect(returnPath(wanted), JSON.stringify(wanted)).toBe('/');
    }
  });

  it('never leads back to the sign-in page, and without a target leads home', () => {
    expect(returnPath('/login')).toBe('/');
    expect(returnPath('/login?next=%2Falerts')).toBe('/');
    expect(returnPath(null)).toBe('/');
    expect(returnPath('')).toBe('/');
  });

  it("the sign-in page's address carries the target, read back the same", () => {
    expect(signInHref('/alerts?tab=2')).toBe('/login?next=%2Falerts%3Ftab%3D2');
    expect(returnPathFrom('?next=%2Falerts%3Ftab%3D2')).toBe('/alerts?tab=2');
    expect(signInHref('/')).toBe('/login');
    expect(signInHref('//evil.example')).toBe('/login');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('')).toBe('/');
  });
});

describe('messages handed to the sign-in page', () => {
  it('are shown once: taking them forgets them', () => {
    window.sessionStorage.setItem(
      'sign_in_messages',
      JSON.stringify({ notice: 'Your session has expired. Please log in again.', success: null }),
    );
    expect(takeSignInMessages()).toEqual({
      notice: 'Your session has expired. Please log in again.',
      success: null,
    });
    expect(takeSignInMessages()).toEqual({ notice: null, success: null });
  });

  it('anything but text is ignored, and unreadable storage is no message', () => {
    window.sessionStorage.setItem('sign_in_messages', JSON.stringify({ notice: 5, success: {} }));
    expect(takeSignInMessages()).toEqual({ notice: null, success: null });
    window.sessionStorage.setItem('sign_in_messages', '{not json');
    expect(takeSignInMessages()).toEqual({ notice: null, success: null });
  });
});
