import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { projectDetail } from '../testing/fixtures';
import { DepositCard } from './deposit-card';

describe('Deposit (spec 4, 6.5 and 9)', { timeout: 20_000 }, () => {
  it('shows 30 percent of the estimate and its status; the waiver needs a reason and is sent', async () => {
    const api = stubApi({
      'POST /api/admin/projects/PRJ-005/deposit/waiver': { body: { message: 'Deposit waived.' } },
    });
    const user = userEvent.setup();
    renderScreen(<DepositCard data={projectDetail()} canEdit />, '/admin/projects/PRJ-005');
    const card = screen.getByRole('region', { name: 'Deposit' });
    expect(within(card).getByText('Required (30% of the estimate)')).toBeVisible();
    expect(within(card).getByText('$54,000.00')).toBeVisible();
    expect(within(card).getByText('Deposit Pending')).toBeVisible();
    expect(within(card).getByText('Your deposit waiver authority: CEO.')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Waive Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waive Deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Waive Deposit' }));
    expect(await within(dialog).findByText('Reason is required')).toBeVisible();
    expect(api.sent('POST /api/admin/projects/PRJ-005/deposit/waiver')).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/Reason/));
    await user.paste('Strategic account, bank guarantee');
    await user.click(within(dialog).getByRole('button', { name: 'Waive Deposit' }));
    expect(await screen.findByText('Deposit waived')).toBeVisible();
    expect(api.sent('POST /api/admin/projects/PRJ-005/deposit/waiver')[0]?.body).toEqual({
      reason: 'Strategic account, bank guarantee',
    });
  });

  it('without authority covering the amount: no button, the reason why', () => {
    stubApi({});
    const refusal =
      'Waiving a deposit of $54,000.00 needs CEO authority (any amount); your authority (Regional Manager) covers up to $15,000.00.';
    renderScreen(
      <DepositCard
        data={projectDetail({
          waiver: {
            your_authority: 'Regional Manager',
            can_waive: false,
            refusal,
            needs_reauthentication: true,
          },
        })}
        canEdit
      />,
      '/admin/projects/PRJ-005',
    );
    expect(screen.queryByRole('button', { name: 'Waive Deposit' })).not.toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeVisible();
  });

  it('a project without an estimate shows no deposit state, not "$0.00 Deposit Paid" (issue 36)', () => {
    stubApi({});
    const base = projectDetail();
    renderScreen(
      <DepositCard
        data={projectDetail({
          deposit: { ...base.deposit, required_cents: 0, paid_cents: 0, status: 'Paid' },
        })}
        canEdit
      />,
      '/admin/projects/PRJ-011',
    );
    const card = screen.getByRole('region', { name: 'Deposit' });
    expect(within(card).getByText(/No deposit: this project has no estimate/)).toBeVisible();
    expect(within(card).queryByText(/Deposit Paid/)).not.toBeInTheDocument();
    expect(within(card).queryByText('$0.00')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Waive Deposit' })).not.toBeInTheDocument();
  });

  it('a waived deposit shows approver, time and reason', () => {
    stubApi({});
    const base = projectDetail();
    renderScreen(
      <DepositCard
        data={projectDetail({
          deposit: {
            ...base.deposit,
            status: 'Waived',
            waived: true,
            waived_by: { id: 5, name: 'Alex Morgan' },
            waived_reason: 'Emergency repair under the service agreement',
            waived_at: '2026-01-05T10:00:00.000Z',
          },
        })}
        canEdit
      />,
      '/admin/projects/PRJ-005',
    );
    expect(screen.getByText(/Approved by Alex Morgan on/)).toBeVisible();
    expect(screen.getByText('Reason: Emergency repair under the service agreement')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Waive Deposit' })).not.toBeInTheDocument();
  });
});
