import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMON_PASSWORD_MESSAGE } from '@wildfire/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { PASSWORDS_NOT_THE_SAME, ResetPasswordScreen } from './reset-password-screen';

const CONFIRM = 'POST /api/auth/password-reset/confirm';

function renderScreen() {
  renderWithProviders(
    <MemoryRouter initialEntries={['/reset-password?token=the-token']}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordScreen />} />
        <Route path="/login" element={<p>The login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const fill = async (password: string, repeat: string) => {
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Repeat the new password/));
    await user.click(screen.getByLabelText(/^New password/));
    await user.paste(password);
    await user.click(screen.getByLabelText(/^Repeat the new password/));
    await user.paste(repeat);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  };
  return { fill };
}

describe('choosing a new password from the emailed link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says under each field what is wrong with it, and sends nothing', async () => {
    const api = stubApi({});
    const { fill } = renderScreen();

    await fill('password1234', 'password1234');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      COMMON_PASSWORD_MESSAGE,
    );
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');

    await fill('ember watch on the ridge', 'ember watch on the hill');
    expect(screen.getByLabelText(/^New password/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription(
      PASSWORDS_NOT_THE_SAME,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.sent(CONFIRM)).toHaveLength(0);
  });

  it('sends the token with the new password and goes to the login page', async () => {
    const api = stubApi({ [CONFIRM]: { body: { message: 'Your password was changed.' } } });
    const { fill } = renderScreen();

    await fill('ember watch on the ridge', 'ember watch on the ridge');
    expect(await screen.findByText('The login page')).toBeInTheDocument();
    expect(api.sent(CONFIRM).map((r) => r.body)).toEqual([
      { token: 'the-token', password: 'ember watch on the ridge' },
    ]);
  });

  it('shows a used link’s reason in the notice', async () => {
    const used = 'This password reset link is not valid any more.';
    stubApi({
      [CONFIRM]: { status: 400, body: { error: { code: 'invalid_token', message: used } } },
    });
    const { fill } = renderScreen();

    await fill('ember watch on the ridge', 'ember watch on the ridge');
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
  });
});
