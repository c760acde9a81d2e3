import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { NewProjectButton } from './new-project-form';

const options = {
  contractors: [
    {
      id: 1,
      name: 'Canyon Fire Systems',
      certification: 'Certified',
      status: 'Active',
      assignable: true,
    },
    {
      id: 3,
      name: 'Ridgeline Installations',
      certification: 'Expired',
      status: 'Inactive',
      assignable: false,
    },
  ],
  staff: [{ id: 8, name: 'Priya Nair', email: 'pm@demo.test' }],
};

describe('+ New Project (spec 2.22)', { timeout: 60_000 }, () => {
  it('checks the form, does not offer an Expired contractor, creates the project and opens it', async () => {
    const api = stubApi({
      'GET /api/admin/projects/options': { body: options },
      'GET /api/admin/projects/property-options': {
        body: {
          properties: [
            { id: 3, name: 'Ojai Valley Ranch', address: '1129 Maricopa Hwy, Ojai, CA 93023' },
          ],
        },
      },
      'POST /api/admin/projects': {
        status: 201,
        body: { id: 'PRJ-011', message: 'Project PRJ-011 "Ojai guest house" created.' },
      },
    });
    const user = userEvent.setup();
    const { router } = renderScreen(<NewProjectButton />, '/admin/projects');
    await user.click(screen.getByRole('button', { name: '+ New Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Project' });

    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await within(dialog).findByText('Project name is required')).toBeVisible();
    expect(within(dialog).getByText('Estimate is required')).toBeVisible();
    expect(api.sent('POST /api/admin/projects')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(/Project name/));
    await user.paste('Ojai guest house');
    await user.click(within(dialog).getByRole('combobox', { name: /Property/ }));
    await user.click(await screen.findByRole('option', { name: /Ojai Valley Ranch/ }));
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Installation' }));
    await user.click(within(dialog).getByLabelText(/Estimate/));
    await user.paste('12500');
    await user.click(within(dialog).getByRole('combobox', { name: /Contractor/ }));
    expect(
      await screen.findByRole('option', {
        name: 'Ridgeline Installations (certification expired)',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Canyon Fire Systems (Active)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));

    await screen.findByText('Project created');
    expect(api.sent('POST /api/admin/projects')[0]?.body).toMatchObject({
      project_name: 'Ojai guest house',
      property_id: 3,
      project_type: 'Installation',
      priority: 'Medium',
      estimate_cents: 1_250_000,
      partner_id: 1,
    });
    expect(router.state.location.pathname).toBe('/admin/projects/PRJ-011');
  });
});
