import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { AccountSubscription, Plan } from '../api/types';
import { SubscriptionsScreen } from './subscriptions-screen';

const SLOW = { timeout: 20_000 };

const plans: Plan[] = [
  { id: 1, name: 'Basic', price: 49, period: 'month', max_properties: 2 },
  { id: 2, name: 'Professional', price: 99, period: 'month', max_properties: 5 },
  { id: 3, name: 'Enterprise', price: 199, period: 'month', max_properties: null },
];

const rivera: AccountSubscription = {
  account_id: 1,
  account_name: 'Rivera Family',
  owner: { name: 'Olivia Rivera', email: 'owner@demo.test' },
  plan: plans[1]!,
  status: 'active',
  status_label: 'Active',
  next_billing: '2026-02-25',
  properties_used: 4,
};

const routes = (rows: AccountSubscription[]) => ({
  'GET /api/admin/plans': { body: { plans } },
  'GET /api/admin/subscriptions': {
    body: { items: rows, total: rows.length, page: 1, page_size: 20 },
  },
});

describe('Subscriptions', SLOW, () => {
  it('lists account, owner, plan, price, status, next billing and properties used', async () => {
    stubApi(routes([rivera]));
    renderWithProviders(<SubscriptionsScreen permissions={['view_subscriptions']} />);
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const row = within(table).getAllByRole('row')[1]!;
    for (const text of [
      'Rivera Family',
      'Olivia Rivera',
      'Professional',
      '$99/month',
      'Active',
      'Feb 25, 2026',
      '4 of 5',
    ]) {
      expect(row).toHaveTextContent(text);
    }
    expect(screen.queryByRole('button', { name: /^Change subscription/ })).toBeNull();
  });

  it('a plan too small for the properties cannot be saved; a bigger one is sent', async () => {
    const api = stubApi({
      ...routes([rivera]),
      'PATCH /api/admin/subscriptions/1': {
        body: { ...rivera, plan: plans[2], status_label: 'Active' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <SubscriptionsScreen permissions={['view_subscriptions', 'manage_subscriptions']} />,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Change subscription of Rivera Family' }),
    );
    const form = await screen.findByRole('form', { name: 'Change subscription' });
    await user.click(within(form).getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: /^Basic/ }));
    expect(await within(form).findByText('Basic allows up to 2 properties.')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(within(form).getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: /^Enterprise/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(api.sent('PATCH /api/admin/subscriptions/1')[0]?.body).toEqual({ plan_id: 3 });
    });
  });

  it('says when nothing matches the filters', async () => {
    const api = stubApi(routes([]));
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsScreen permissions={['view_subscriptions']} />);
    expect(await screen.findByText('No customer accounts yet.')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search subscriptions' }), 'zzz');
    expect(await screen.findByText('No subscriptions match these filters.')).toBeVisible();
    expect(api.sent('GET /api/admin/subscriptions').at(-1)!.url.searchParams.get('search')).toBe(
      'zzz',
    );
  });

  it('a failed load says so, and Retry loads the list', async () => {
    let down = true;
    stubApi({
      ...routes([rivera]),
      'GET /api/admin/subscriptions': () =>
        down
          ? { status: 500, body: { error: { code: 'internal', message: 'Something broke.' } } }
          : routes([rivera])['GET /api/admin/subscriptions'],
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsScreen permissions={['view_subscriptions']} />);
    expect(await screen.findByText('The subscriptions could not be loaded')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Rivera Family')).toBeVisible();
  });
});
