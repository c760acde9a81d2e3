import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { projectItem } from '../testing/fixtures';
import { ProjectsList } from './projects-list';

const everyone = [
  projectItem('PRJ-001', { project_name: 'Malibu perimeter line extension' }),
  projectItem('PRJ-005', {
    project_name: 'Ojai ranch system design',
    status: 'Planning',
    contractor: null,
    deposit: { required_cents: 5_400_000, paid_cents: 0, status: 'Pending' },
    estimate_cents: 18_000_000,
  }),
];

const projectsRoute = () => ({
  'GET /api/admin/projects': ({ url }: { url: URL }) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const status = url.searchParams.get('status');
    const matching = everyone.filter((p) => p.project_name.toLowerCase().includes(search));
    const items = matching.filter((p) => !status || p.status === status);
    return {
      body: {
        items,
        total: items.length,
        page: 1,
        page_size: 25,
        counts: {
          All: matching.length,
          Planning: matching.filter((p) => p.status === 'Planning').length,
          Approved: 0,
          'In Progress': matching.filter((p) => p.status === 'In Progress').length,
          'On Hold': 0,
          Completed: 0,
          Cancelled: 0,
        },
      },
    };
  },
});

describe('Project Management (spec 2.22)', { timeout: 20_000 }, () => {
  it('shows the columns with USD estimates, deposit status, and View to the project', async () => {
    stubApi(projectsRoute());
    const user = userEvent.setup();
    const { router } = renderScreen(
      <ProjectsList permissions={['view_projects', 'view_embers_hq']} />,
      '/admin/projects',
    );
    const table = await screen.findByRole('table', { name: 'Projects' });
    for (const column of ['Project', 'Property', 'Contractor', 'Status', 'Estimate', 'Timeline']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    }
    expect(within(table).getByText('$180,000.00')).toBeVisible();
    expect(within(table).getByText('Deposit Pending')).toBeVisible();
    expect(within(table).getByText('Deposit Paid')).toBeVisible();
    expect(within(table).getAllByText('PM: Priya Nair')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Projects Guide' })).toHaveAttribute(
      'href',
      '/admin/projects-guide',
    );
    expect(screen.queryByRole('button', { name: '+ New Project' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View Ojai ranch system design' }));
    expect(router.state.location.pathname).toBe('/admin/projects/PRJ-005');
  });

  it('no dead end: without view_embers_hq there is no Projects Guide button (issue 36)', async () => {
    stubApi(projectsRoute());
    renderScreen(<ProjectsList permissions={['view_projects']} />, '/admin/projects');
    await screen.findByRole('table', { name: 'Projects' });
    expect(screen.queryByRole('link', { name: 'Projects Guide' })).not.toBeInTheDocument();
  });

  it('status buttons carry their counts and filter; empty text from the spec', async () => {
    const api = stubApi(projectsRoute());
    const user = userEvent.setup();
    renderScreen(
      <ProjectsList permissions={['view_projects', 'create_projects']} />,
      '/admin/projects',
    );
    const group = await screen.findByRole('group', { name: 'Filter by status' });
    expect(await within(group).findByRole('button', { name: 'All (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(group).getByRole('button', { name: 'Planning (1)' }));
    expect(await screen.findByText('Ojai ranch system design')).toBeVisible();
    expect(screen.queryByText('Malibu perimeter line extension')).not.toBeInTheDocument();
    expect(api.sent('GET /api/admin/projects').at(-1)?.url.searchParams.get('status')).toBe(
      'Planning',
    );
    await user.click(within(group).getByRole('button', { name: 'Completed (0)' }));
    expect(await screen.findByText('No projects found matching your criteria.')).toBeVisible();
    expect(screen.getByRole('button', { name: '+ New Project' })).toBeVisible();
  });

  it('search is sent to the server after typing pauses', async () => {
    const api = stubApi(projectsRoute());
    const user = userEvent.setup();
    renderScreen(<ProjectsList permissions={['view_projects']} />, '/admin/projects');
    await screen.findByRole('table', { name: 'Projects' });
    await user.click(screen.getByPlaceholderText('Search projects...'));
    await user.paste('malibu');
    expect(await screen.findByRole('button', { name: 'All (1)' })).toBeVisible();
    expect(api.sent('GET /api/admin/projects').at(-1)?.url.searchParams.get('search')).toBe(
      'malibu',
    );
  });

  it('a failed load shows the error with Retry', async () => {
    stubApi({
      'GET /api/admin/projects': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something broke.' } },
      },
    });
    renderScreen(<ProjectsList permissions={['view_projects']} />, '/admin/projects');
    expect(await screen.findByText('The projects could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
