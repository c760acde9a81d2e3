import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { EmailChangeLinkScreen } from './email-change-link-screen';

const TOKEN = 'b'.repeat(43);

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The link's endpoint: records what was posted and answers with `answer`. */
function fakeLinkApi(answer: () => Response) {
  const posted: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      posted.push({
        path: new URL(String(input), 'http://localhost').pathname,
        body: JSON.parse(String(init?.body)) as unknown,
      });
      return Promise.resolve(answer());
    }),
  );
  return posted;
}

function renderScreen(link: 'confirm' | 'undo', search = `?token=${TOKEN}`) {
  renderWithProviders(
    <MemoryRouter
      initialEntries={[`/${link === 'confirm' ? 'confirm-email' : 'undo-email-change'}${search}`]}
    >
      <EmailChangeLinkScreen link={link} />
    </MemoryRouter>,
  );
}

describe('the links of an email change (decision 054)', () => {
  it('the new address is confirmed only when the button is pressed, and the answer is shown', async () => {
    const user = userEvent.setup();
    const message = 'Your email is confirmed. Sign in with olivia.new@example.com from now on.';
    const posted = fakeLinkApi(() => json(200, { message, email: 'olivia.new@example.com' }));
    renderScreen('confirm');

    expect(screen.getByRole('heading', { name: 'Confirm your new email' })).toBeInTheDocument();
    // Opening the page (as a mail program's link preview does) changes nothing.
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(posted).toEqual([{ path: '/api/auth/email-change/confirm', body: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('undoing says every device was signed out; a used or expired link says so', async () => {
    const user = userEvent.setup();
    const posted = fakeLinkApi(() =>
      json(400, {
        error: {
          code: 'invalid_token',
          message:
            'This link is not valid any more: it was used, replaced by a newer request, or it expired.',
        },
      }),
    );
    renderScreen('undo');

    expect(
      screen.getByText(/Every device signed in to your account will be signed out/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo Change' }));

    expect(
      await screen.findByText(
        'This link is not valid any more: it was used, replaced by a newer request, or it expired.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The change was not undone')).toBeInTheDocument();
    expect(posted[0]?.path).toBe('/api/auth/email-change/undo');
  });

  it('a page opened without the link’s token says where to find it', () => {
    fakeLinkApi(() => json(500));
    renderScreen('confirm', '');
    expect(
      screen.getByText('This page needs the link from the email we sent.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Email' })).toBeNull();
  });
});
