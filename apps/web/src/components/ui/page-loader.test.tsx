import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { PageLoader } from './page-loader';

// A spinner's label reaches a screen reader only through a role: on Mantine's bare <span> the
// label is an attribute the element may not carry (axe's aria-prohibited-attr, a serious finding).
describe('loading indicators', () => {
  it('a page that is loading says so by its label, once', () => {
    renderWithProviders(<PageLoader label="Loading your inbox" />);
    expect(screen.getAllByRole('status', { name: 'Loading your inbox' })).toHaveLength(1);
  });
});
