import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { BandPlaceholder } from './band-placeholder';

describe('the map band while its code loads', () => {
  it('says it is loading, by a label a screen reader can reach', () => {
    renderWithProviders(<BandPlaceholder />);
    expect(screen.getByRole('status', { name: 'Loading the map' })).toBeInTheDocument();
  });
});
