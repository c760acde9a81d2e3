import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { staff } from '../testing/fake-api';
import { DebugPanel } from './debug-panel';

const TOKEN = 'abcdefghSECRET-REST-OF-THE-TOKEN';

function renderPanel(path = '/pumps?tab=1', { open = true } = {}) {
  if (open) localStorage.setItem('debug_panel_open:9', 'true');
  localStorage.setItem('access_token', TOKEN);
  localStorage.setItem('token_set_time', '1700000000000');
  sessionStorage.setItem('selected_site_id', 'WD-1001');
  const router = createMemoryRouter([{ path: '*', element: <DebugPanel user={staff} /> }], {
    initialEntries: [path],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: spy } });
  return spy;
}

// Found by text, then searched within: role queries over the whole page are slow in jsdom.
const panel = () => {
  const region = screen.getByText('Debug panel').closest<HTMLElement>('section');
  if (!region) throw new Error('The debug panel is not a region');
  return region;
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.removeItem('debug_panel_open:9');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('debug panel', () => {
  it('shows Authentication, Application, Local storage and Session, each with a Copy button', () => {
    renderPanel();

    const root = panel();
    expect(root).toHaveAccessibleName('Debug panel');
    for (const title of ['Authentication', 'Application', 'Local storage', 'Session']) {
      expect(within(root).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(within(root).getByRole('button', { name: `Copy ${title}` })).toBeInTheDocument();
    }
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('/pumps?tab=1')).toBeInTheDocument();
    expect(screen.getAllByText('WD-1001').length).toBeGreaterThan(0);
  });

  it('never shows the full token: only its first 8 characters and an ellipsis', () => {
    renderPanel();

    expect(screen.getAllByText('abcdefgh…')).toHaveLength(2);
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('copies a section as text, token redacted', async () => {
    const user = userEvent.setup();
    renderPanel();
    const writeText = stubClipboard(() => Promise.resolve());

    await user.click(screen.getByRole('button', { name: 'Copy Authentication' }));

    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]![0];
    expect(copied).toContain('# Authentication');
    expect(copied).toContain('token: abcdefgh…');
    expect(copied).not.toContain(TOKEN);
  });

  it('only logs a clipboard failure (spec section 8)', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPanel();
    stubClipboard(() => Promise.reject(new Error('denied')));

    await user.click(screen.getByRole('button', { name: 'Copy Session' }));

    await waitFor(() => {
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });

  it('starts collapsed, and remembers per person that it was opened', async () => {
    const user = userEvent.setup();
    const first = renderPanel('/pumps', { open: false });
    const body = () => document.querySelector<HTMLElement>('[aria-label="Debug details"]');

    expect(body()).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    expect(body()).toBeVisible();
    expect(localStorage.getItem('debug_panel_open:9')).toBe('true');
    first.unmount();

    renderPanel();
    expect(body()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(body()).not.toBeVisible();
    expect(localStorage.getItem('debug_panel_open:9')).toBeNull();
  });

  it('is docked in the page, never floating over it', () => {
    renderPanel();
    const root = panel();
    expect(root.tagName).toBe('SECTION');
    expect(getComputedStyle(root).position).not.toMatch(/fixed|absolute/);
  });
});
