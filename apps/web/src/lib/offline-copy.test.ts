import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { keepsLastKnown, LAST_KNOWN_AT_HEADER } from '../service-worker/offline-rules';
import { forgetOfflineCopies, noteAnswer, useOfflineCopy } from './offline-copy';

const kept = (at: string) => new Response('{}', { headers: { [LAST_KNOWN_AT_HEADER]: at } });

describe('answers kept by the service worker (issue 34)', () => {
  it('a kept answer marks the screen as last known from the oldest one; a live answer ends it', () => {
    const { result } = renderHook(() => useOfflineCopy());
    expect(result.current).toBeNull();
    act(() => {
      noteAnswer(kept('2026-11-27T16:50:00Z'));
      noteAnswer(kept('2026-11-27T16:40:00Z'));
    });
    expect(result.current).toBe(Date.parse('2026-11-27T16:40:00Z'));
    act(() => {
      noteAnswer(new Response('{}'));
    });
    expect(result.current).toBeNull();
  });

  it('signing out forgets it', () => {
    const { result } = renderHook(() => useOfflineCopy());
    act(() => {
      noteAnswer(kept('2026-11-27T16:40:00Z'));
    });
    expect(result.current).not.toBeNull();
    act(() => {
      forgetOfflineCopies();
    });
    expect(result.current).toBeNull();
  });
});

describe('which answers the service worker keeps for offline use', () => {
  it('the reads behind the portal’s screens of the person’s own properties', () => {
    for (const path of [
      '/api/auth/user',
      '/api/properties',
      '/api/tags/control-center',
      '/api/panel-state',
      '/api/alerts/summary',
    ])
      expect(keepsLastKnown('GET', path), path).toBe(true);
  });

  it('never a command, a sign-in, the live stream or the back-office', () => {
    expect(keepsLastKnown('POST', '/api/scada/write')).toBe(false);
    expect(keepsLastKnown('POST', '/api/auth/login')).toBe(false);
    expect(keepsLastKnown('GET', '/api/live')).toBe(false);
    expect(keepsLastKnown('GET', '/api/admin/users')).toBe(false);
  });
});
