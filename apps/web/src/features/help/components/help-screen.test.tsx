import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { HelpScreen } from './help-screen';

const config = {
  support_email: 'support@wildfire.example',
  support_phone: '(800) 555-0100',
  tile_url: '',
  demo_mode: true,
};

const renderHelp = () =>
  renderWithProviders(
    <MemoryRouter>
      <HelpScreen />
    </MemoryRouter>,
  );

describe('Help & Support', () => {
  it('opens on Customer View with the status colours and pressure guidance', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify(config), { status: 200 })),
    );
    renderHelp();

    expect(screen.getByRole('tab', { name: 'Customer View' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Standby')).toBeInTheDocument();
    expect(screen.getByText(/^Green:/)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/^Orange:/)).toBeInTheDocument();
    expect(screen.getByText('Alert')).toBeInTheDocument();
    expect(screen.getByText(/^Red:/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'The system needs a minimum of 40 PSI water pressure. Typical pressure is 50-70 PSI.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Activate Manual Mode/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '(800) 555-0100' })).toHaveAttribute(
      'href',
      'tel:8005550100',
    );
    expect(screen.getByRole('link', { name: 'support@wildfire.example' })).toHaveAttribute(
      'href',
      'mailto:support@wildfire.example',
    );
  });

  it('Partner View gives the 2 hour emergency response in fire season', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify(config), { status: 200 })),
    );
    renderHelp();

    await user.click(screen.getByRole('tab', { name: 'Partner View' }));

    expect(
      screen.getByText(
        'During fire season, partners respond to emergency service calls within 2 hours.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/minimum of 40 PSI/)).toBeInTheDocument();
  });

  it('points to the Support page when the contact details cannot be loaded', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'x', message: 'down' } }), { status: 503 }),
      ),
    );
    renderHelp();

    expect(await screen.findByRole('link', { name: 'Open the Support page' })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});
