import { describe, expect, it } from 'vitest';

import { parseEnv } from './env';

describe('build environment', () => {
  it('uses /api on the same origin by default', () => {
    expect(parseEnv({})).toEqual({ apiBaseUrl: '/api' });
  });

  it('accepts a path or an http(s) URL and drops trailing slashes', () => {
    expect(parseEnv({ VITE_API_BASE_URL: '/backend/api//' })).toEqual({
      apiBaseUrl: '/backend/api',
    });
    expect(parseEnv({ VITE_API_BASE_URL: 'https://api.example.test/' })).toEqual({
      apiBaseUrl: 'https://api.example.test',
    });
  });

  it('refuses anything else with the reason', () => {
    for (const bad of ['api', 'ftp://host', 42]) {
      expect(() => parseEnv({ VITE_API_BASE_URL: bad })).toThrow(
        'VITE_API_BASE_URL: must be a path starting with / or an http(s) URL',
      );
    }
  });
});
