import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { loadTwoFactorSteps, TwoFactorStep } from './two-factor-step';

describe('the two-factor step, loaded when an account needs it (decision 030)', () => {
  it('a step that cannot be loaded says so and loads again on Try again', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<typeof loadTwoFactorSteps>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(loadTwoFactorSteps);
    renderWithProviders(
      <TwoFactorStep
        step="second-factor"
        challenge="challenge-1"
        onSignedIn={vi.fn()}
        onRestart={vi.fn()}
        load={load}
      />,
    );

    expect(
      await screen.findByText(
        'The next step of signing in could not be loaded. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByLabelText(/^authenticator code/i)).toBeRequired();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Back to login leaves a step that cannot be loaded', async () => {
    const user = userEvent.setup();
    const onRestart = vi.fn();
    renderWithProviders(
      <TwoFactorStep
        step="enrolment"
        challenge="challenge-1"
        onSignedIn={vi.fn()}
        onRestart={onRestart}
        load={() => Promise.reject(new TypeError('Failed to fetch'))}
      />,
    );

    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(onRestart).toHaveBeenCalledOnce();
  });
});
