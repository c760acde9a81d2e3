import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { QueryErrorAlert } from './query-error-alert';

describe('a failed load offers what can help', () => {
  it('a failure that may pass (a 500, no connection) offers Retry', () => {
    renderWithProviders(
      <QueryErrorAlert
        title="The group could not be loaded"
        error={new ApiError(500, 'internal', 'Something went wrong on our side.')}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('no Retry on "not found": asking again cannot help, the screen\'s way out shows instead (issue 36)', () => {
    renderWithProviders(
      <QueryErrorAlert
        title="The group could not be loaded"
        error={new ApiError(404, 'not_found', 'Group not found.')}
        onRetry={vi.fn()}
        help={<a href="/admin/users">Back to Users & Groups</a>}
      />,
    );
    expect(screen.getByText('Group not found.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users & Groups' })).toBeVisible();
  });
});
