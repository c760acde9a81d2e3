import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { projectDetail } from '../testing/fixtures';
import { EditProjectButton } from './edit-project-form';

const options = { contractors: [], staff: [{ id: 8, name: 'Priya Nair', email: 'pm@demo.test' }] };

async function openEdit() {
  const user = userEvent.setup();
  renderScreen(<EditProjectButton data={projectDetail()} canAssign />, '/admin/projects');
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit Project' }) };
}

describe('Edit project', { timeout: 60_000 }, () => {
  it('Save with nothing changed closes without writing to the history', async () => {
    const api = stubApi({ 'GET /api/admin/projects/options': { body: options } });
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Project' })).toBeNull();
    expect(api.sent('PATCH /api/admin/projects/PRJ-005')).toHaveLength(0);
  });

  it('sends only what changed, money in cents', async () => {
    const api = stubApi({
      'GET /api/admin/projects/options': { body: options },
      'PATCH /api/admin/projects/PRJ-005': { body: projectDetail() },
    });
    const { user, dialog } = await openEdit();
    await user.clear(within(dialog).getByLabelText('Deposit paid (USD)'));
    await user.type(within(dialog).getByLabelText('Deposit paid (USD)'), '54000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project saved')).toBeVisible();
    expect(api.sent('PATCH /api/admin/projects/PRJ-005')[0]?.body).toEqual({
      deposit_paid_cents: 5_400_000,
    });
  });

  it("a server 400's sentence shows once, under its field, not again in the notice", async () => {
    stubApi({
      'GET /api/admin/projects/options': { body: options },
      'PATCH /api/admin/projects/PRJ-005': {
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'Check the highlighted fields.',
            fields: { estimate_cents: 'Estimate is too large' },
          },
        },
      },
    });
    const { user, dialog } = await openEdit();
    await user.clear(within(dialog).getByLabelText('Estimate (USD)'));
    await user.type(within(dialog).getByLabelText('Estimate (USD)'), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Estimate is too large')).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
