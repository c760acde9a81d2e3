import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ProjectDetail } from './project-detail';

describe('Project detail', { timeout: 20_000 }, () => {
  it('a failed load shows the error with Retry', async () => {
    stubApi({
      'GET /api/admin/projects/PRJ-002': {
        status: 500,
        body: { error: { code: 'internal', message: 'Down.' } },
      },
    });
    renderScreen(
      <ProjectDetail projectId="PRJ-002" permissions={['view_projects']} />,
      '/admin/projects/PRJ-002',
    );
    expect(await screen.findByText('The project could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
