import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import type { InboxMessage } from '../api/get-inbox';
import { InboxScreen } from './inbox-screen';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const message = (overrides: Partial<InboxMessage> & Pick<InboxMessage, 'id'>): InboxMessage => ({
  sender: 'Wildfire Defense Support',
  subject: `Subject ${String(overrides.id)}`,
  body: 'Hello there.',
  timestamp: '2025-06-01T10:00:00.000Z',
  read: false,
  ...overrides,
});

function fakeInboxApi(initial: InboxMessage[]) {
  const messages = initial.map((m) => ({ ...m }));
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      if (method === 'GET' && url.pathname === '/api/inbox') {
        return Promise.resolve(
          json(200, {
            messages,
            total: messages.length,
            unread: messages.filter((m) => !m.read).length,
          }),
        );
      }
      const read = /^\/api\/inbox\/(\d+)\/read$/.exec(url.pathname);
      if (method === 'POST' && read) {
        messages.find((m) => m.id === Number(read[1]))!.read = true;
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }));
    }),
  );
  return { calls };
}

describe('Inbox', () => {
  it('lists my messages newest first and marks the unread ones', async () => {
    fakeInboxApi([
      message({ id: 2, subject: 'Newer', timestamp: '2025-06-02T10:00:00.000Z' }),
      message({ id: 1, subject: 'Older', read: true }),
    ]);
    renderWithProviders(<InboxScreen />);

    expect(await screen.findByText('2 messages, 1 unread')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Newer')).toBeInTheDocument();
    expect(within(first!).getByText('Unread')).toBeInTheDocument();
    expect(within(second!).getByText('Older')).toBeInTheDocument();
    expect(within(second!).queryByText('Unread')).toBeNull();
  });

  it('opening an unread message shows it and marks it read on the server', async () => {
    const user = userEvent.setup();
    const api = fakeInboxApi([
      message({ id: 5, subject: 'Welcome', body: 'Your portal is ready.' }),
    ]);
    renderWithProviders(<InboxScreen />);

    const summary = await screen.findByRole('button', { name: /Welcome/ });
    expect(screen.getByText('Your portal is ready.')).not.toBeVisible();
    await user.click(summary);

    expect(screen.getByText('Your portal is ready.')).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    });
    expect(api.calls).toContain('POST /api/inbox/5/read');
    expect(screen.getByText('1 message, 0 unread')).toBeInTheDocument();
  });

  it('does not mark an already read message again', async () => {
    const user = userEvent.setup();
    const api = fakeInboxApi([message({ id: 5, subject: 'Seen', read: true })]);
    renderWithProviders(<InboxScreen />);

    await user.click(await screen.findByRole('button', { name: /Seen/ }));

    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('says so when the inbox is empty', async () => {
    fakeInboxApi([]);
    renderWithProviders(<InboxScreen />);

    expect(await screen.findByText('No messages in your inbox.')).toBeInTheDocument();
  });

  it('shows the error with Retry when the inbox cannot be loaded', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        json(500, { error: { code: 'internal', message: 'Something went wrong on our side.' } }),
      ),
    );
    renderWithProviders(<InboxScreen />);

    expect(await screen.findByText('Your inbox could not be loaded')).toBeInTheDocument();
    fakeInboxApi([message({ id: 1, subject: 'Hello again' })]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
  });
});
