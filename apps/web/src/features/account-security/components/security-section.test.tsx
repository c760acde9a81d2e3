import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMON_PASSWORD_MESSAGE } from '@wildfire/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { SecuritySection } from './security-section';

const session = (id: string, current: boolean) => ({
  id,
  created_at: '2026-11-22T10:00:00.000Z',
  last_seen_at: '2026-11-22T11:00:00.000Z',
  ip: current ? '203.0.113.1' : '198.51.100.7',
  browser: 'Chrome',
  os: current ? 'macOS' : 'Windows',
  current,
});

const status = { two_factor_enabled: false, two_factor_required: false, recovery_codes_left: 0 };

describe('My Account, Security (decision 012)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the sessions with this device marked, and has no events yet (empty state)', async () => {
    stubApi({
      'GET /api/auth/sessions': { body: { sessions: [session('a', true), session('b', false)] } },
      'GET /api/auth/security': { body: status },
      'GET /api/auth/security/events': { body: { events: [] } },
    });
    renderWithProviders(<SecuritySection />);

    const table = await screen.findByRole('table', { name: 'Signed-in devices' });
    expect(within(table).getByText('This device')).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Sign out Chrome on Windows from 198.51.100.7' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No security events yet.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s message when the sessions cannot be loaded (error state)', async () => {
    stubApi({
      'GET /api/auth/sessions': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something broke on our side.' } },
      },
      'GET /api/auth/security': { body: status },
      'GET /api/auth/security/events': { body: { events: [] } },
    });
    renderWithProviders(<SecuritySection />);
    const region = screen.getByRole('region', { name: 'Sessions' });
    expect(await within(region).findByText('Something broke on our side.')).toBeInTheDocument();
  });

  it('refuses a common new password before sending it', async () => {
    const api = stubApi({
      'GET /api/auth/sessions': { body: { sessions: [session('a', true)] } },
      'GET /api/auth/security': { body: status },
      'GET /api/auth/security/events': { body: { events: [] } },
    });
    const user = userEvent.setup();
    renderWithProviders(<SecuritySection />);
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'wildfire-demo');
    await user.type(within(form).getByLabelText(/^New password/), 'password1234');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining(COMMON_PASSWORD_MESSAGE),
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.sent('POST /api/auth/password')).toHaveLength(0);
  });

  it('shows a wrong current password in the notice, the server’s sentence once', async () => {
    const wrong = 'Your current password is not right.';
    const api = stubApi({
      'GET /api/auth/sessions': { body: { sessions: [session('a', true)] } },
      'GET /api/auth/security': { body: status },
      'GET /api/auth/security/events': { body: { events: [] } },
      'POST /api/auth/password': {
        status: 400,
        body: { error: { code: 'invalid_credentials', message: wrong } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SecuritySection />);
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'not-it');
    await user.type(within(form).getByLabelText(/^New password/), 'ember watch on the ridge');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(wrong);
    expect(within(form).getAllByText(wrong)).toHaveLength(1);
    expect(api.sent('POST /api/auth/password').map((r) => r.body)).toEqual([
      { current_password: 'not-it', new_password: 'ember watch on the ridge' },
    ]);
  });
});
