import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { PRIVACY_POLICY, TERMS_OF_USE } from '../legal-documents';
import { LegalDocumentView } from './legal-document-view';

const config = {
  body: {
    support_email: 'support@wildfire.example',
    support_phone: '(800) 555-0199',
    tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
    demo_mode: false,
  },
};

describe('the Privacy Policy is a real document for this product', () => {
  it('says what is kept, why, who sees it, for how long and how to delete an account', async () => {
    stubApi({ 'GET /api/config': config });
    renderWithProviders(<LegalDocumentView document={PRIVACY_POLICY} />);

    for (const heading of [
      'What we keep',
      'Why',
      'Who sees it',
      'How long we keep it',
      'How to delete your account',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    // The panel's message log is pruned after 7 days (MESSAGE_LOG_RETENTION_MS).
    expect(screen.getByText('The panel’s raw message log: 7 days.')).toBeInTheDocument();
    const deletion = screen.getByRole('heading', {
      name: 'How to delete your account',
    }).parentElement!;
    expect(
      await within(deletion).findByRole('link', { name: 'support@wildfire.example' }),
    ).toHaveAttribute('href', 'mailto:support@wildfire.example');
    expect(within(deletion).getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute(
      'href',
      'tel:8005550199',
    );
  });
});

describe('the Terms of Use say what the portal can and cannot do', () => {
  it('names offline panels, refused commands and 911', () => {
    stubApi({ 'GET /api/config': config });
    renderWithProviders(<LegalDocumentView document={TERMS_OF_USE} />);
    expect(screen.getByText(/every screen says "Panel offline"/)).toBeInTheDocument();
    expect(screen.getByText(/call 911 in an emergency/)).toBeInTheDocument();
    expect(
      screen.getByText(/Owners, Property Managers and Property Users may start and stop/),
    ).toBeInTheDocument();
  });
});
