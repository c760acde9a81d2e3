// Read without zod: this runs in the entry, and zod loads only with the screens that need it.

/** The API lives on the same origin by default; a full URL lets a preview build talk to another host. */
const DEFAULT_API_BASE_URL = '/api';
const API_BASE_URL = /^(\/|https?:\/\/)/;

export function parseEnv(source: Record<string, unknown>): { apiBaseUrl: string } {
  const url = source.VITE_API_BASE_URL ?? DEFAULT_API_BASE_URL;
  if (typeof url !== 'string' || !API_BASE_URL.test(url)) {
    throw new Error(
      'Invalid build environment:\nVITE_API_BASE_URL: must be a path starting with / or an http(s) URL',
    );
  }
  return { apiBaseUrl: url.replace(/\/+$/, '') };
}

export const env = parseEnv(import.meta.env);
