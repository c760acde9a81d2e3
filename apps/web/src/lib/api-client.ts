import { env } from '../config/env';
import { announceSessionExpired } from './auth/session-events';
import { shouldForceLogoutOn401 } from './auth/session-rules';
import { clearAccessToken, getAccessToken, getTokenSetTime } from './auth/token-storage';
import { noteAnswer } from './offline-copy';

/**
 * An API failure as the server describes it in `{error: {code, message, fields?}}`; status 0
 * means unreachable. A 400's `fields` gives each rejected field's sentence, keyed by the
 * field's name in the request (`email`, `owner_email`), for the form to show under it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown; fields?: Record<string, string> },
  ) {
    super(message, options);
    this.fields = options?.fields ?? {};
  }

  readonly fields: Readonly<Record<string, string>>;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * `path?search=pump&page=2`: the one way requests carry a query. Values are encoded; missing,
 * empty and blank ones are left out, so a cleared filter asks for everything.
 */
export function withQuery(path: string, params: Readonly<Record<string, QueryValue>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text !== '') query.set(key, text);
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The server's reason for a failed request, for a notice or an alert. */
export const serverMessage = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong.';

/** The server could not be reached: no answer, or a file of the app that did not load. */
export const unreachable = (cause: unknown) =>
  new ApiError(0, 'network_error', 'The server could not be reached.', { cause });

/** Anything with `parse`, such as a zod schema from `@wildfire/shared`. */
interface ResponseParser<T> {
  parse: (data: unknown) => T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readJson(response);
  } catch {
    // A proxy or crash page answered with HTML; the status still tells the story.
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = typeof error.code === 'string' ? error.code : `http_${String(response.status)}`;
  const message =
    typeof error.message === 'string' && error.message !== ''
      ? error.message
      : `The server answered ${String(response.status)} ${response.statusText}`.trim();
  const fields = isRecord(error.fields)
    ? Object.fromEntries(
        Object.entries(error.fields).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};
  return new ApiError(response.status, code, message, { fields });
}

function handleUnauthorized(endpoint: string, sentToken: string | null): void {
  const forceLogout = shouldForceLogoutOn401({
    endpoint,
    sentToken,
    currentToken: getAccessToken(),
    tokenSetTime: getTokenSetTime(),
    now: Date.now(),
  });
  if (forceLogout) {
    clearAccessToken();
    announceSessionExpired();
  }
}

/**
 * Asks the person to confirm it is them (password or code) and calls /auth/reauthenticate;
 * resolves true when they did, false when they gave up. Registered by the app's
 * ReauthenticationPrompt (lib/auth/reauthentication.tsx).
 */
type ReauthenticationHandler = () => Promise<boolean>;
let reauthenticationHandler: ReauthenticationHandler | null = null;

/** Install the prompt the client uses on `reauthentication_required`; returns the uninstaller. */
export function setReauthenticationHandler(handler: ReauthenticationHandler | null): () => void {
  reauthenticationHandler = handler;
  return () => {
    if (reauthenticationHandler === handler) reauthenticationHandler = null;
  };
}

/**
 * Calls the API under the configured base with the stored bearer token. A 403
 * `reauthentication_required` (decision 012) asks the person to confirm it is them, then
 * sends the same request once more.
 * `endpoint` is relative to the base: `apiRequest('/auth/user')` requests `/api/auth/user`.
 */
export async function apiRequest<T = unknown>(
  endpoint: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  try {
    return await sendRequest(endpoint, options);
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 403 &&
      error.code === 'reauthentication_required' &&
      reauthenticationHandler !== null &&
      (await reauthenticationHandler())
    ) {
      return sendRequest(endpoint, options);
    }
    throw error;
  }
}

async function sendRequest<T>(endpoint: string, options: ApiRequestOptions<T>): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const token = getAccessToken();

  const headers = new Headers({ Accept: 'application/json' });
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${endpoint}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (cause) {
    // A cancelled query is not a failure to report.
    if (signal?.aborted) throw cause;
    throw unreachable(cause);
  }

  noteAnswer(response);
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401) handleUnauthorized(endpoint, token);
    throw error;
  }

  const data = await readJson(response);
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get: <T = unknown>(
    endpoint: string,
    options: Omit<ApiRequestOptions<T>, 'method' | 'body'> = {},
  ) => apiRequest<T>(endpoint, { ...options, method: 'GET' }),
  post: <T = unknown>(
    endpoint: string,
    body?: unknown,
    options: Omit<ApiRequestOptions<T>, 'method' | 'body'> = {},
  ) => apiRequest<T>(endpoint, { ...options, method: 'POST', body }),
};
