import {
  currentUserSchema,
  loginResponseSchema,
  type CurrentUser,
  type LoginRequest,
  type LoginResponse,
} from '@wildfire/shared';

import { api } from '../api-client';

export function requestAccessToken(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post('/auth/login', credentials, { schema: loginResponseSchema });
}

export function getCurrentUser(): Promise<CurrentUser> {
  return api.get('/auth/user', { schema: currentUserSchema });
}

/** Revokes the session on the server so the token stops working everywhere. */
export async function revokeSession(): Promise<void> {
  await api.post('/auth/logout');
}
