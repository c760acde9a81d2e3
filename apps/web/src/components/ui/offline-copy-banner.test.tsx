import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { OfflineCopyBanner } from './offline-copy-banner';

describe('the offline banner (issue 34): the last known state is never shown as live', () => {
  const now = Date.parse('2026-11-27T17:00:00Z');

  it('says the device is offline and how old what it shows is', () => {
    renderWithProviders(<OfflineCopyBanner at={now - 12 * 60_000} now={now} />);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Offline — last known state from 12 minutes ago');
    expect(banner).toHaveTextContent('it is not live, and commands cannot be sent');
  });

  it('under a minute old it says so instead of "0 minutes ago"', () => {
    renderWithProviders(<OfflineCopyBanner at={now - 20_000} now={now} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Offline — last known state from less than a minute ago',
    );
  });
});
