import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import type { CustomerAccount } from '../api/get-accounts';
import { PaymentHistory } from './payment-history';
import { SubscriptionPlans } from './subscription-plans';
import { WithAccount } from './with-account';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const account: CustomerAccount = {
  id: 3,
  name: 'Rivera Family',
  role: 'account_owner',
  role_label: 'Account Owner',
};

const answer = (routes: Record<string, Response>) => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return Promise.resolve(
      routes[path]?.clone() ?? json(404, { error: { code: 'not_found', message: 'Not found' } }),
    );
  });
};

const plans = {
  plans: [
    {
      id: 1,
      name: 'Basic',
      price: 49,
      period: 'month',
      features: ['Up to 2 properties', 'Email alerts'],
      max_properties: 2,
      current: false,
    },
    {
      id: 2,
      name: 'Professional',
      price: 99,
      period: 'month',
      features: ['Up to 5 properties'],
      max_properties: 5,
      current: true,
    },
    {
      id: 3,
      name: 'Enterprise',
      price: 199,
      period: 'month',
      features: ['Unlimited properties'],
      max_properties: null,
      current: false,
    },
  ],
  status: 'active',
  next_billing: '2025-08-25',
};

const forbidden = () =>
  json(403, {
    error: {
      code: 'forbidden',
      message: 'Billing is visible to the Account Owner and Billing Contacts.',
    },
  });

describe('Subscription', () => {
  it('shows the plans from the server, marks the current one and the next billing date', async () => {
    answer({ '/api/accounts/3/subscription': json(200, plans) });
    renderWithProviders(<SubscriptionPlans account={account} />);

    const basic = await screen.findByRole('region', { name: 'Basic plan' });
    expect(basic).toHaveTextContent('$49/month');
    expect(basic).toHaveTextContent('Up to 2 properties');
    expect(within(basic).queryByText('Current plan')).toBeNull();
    const professional = screen.getByRole('region', { name: 'Professional plan' });
    expect(professional).toHaveTextContent('$99/month');
    expect(within(professional).getByText('Current plan')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Enterprise plan' })).toHaveTextContent('$199/month');
    expect(screen.getByText('Current plan: Professional')).toBeInTheDocument();
    expect(screen.getByText(/Next billing date:/)).toHaveTextContent('August 25, 2025');
  });

  it('says plainly when the person may not see billing (403)', async () => {
    answer({ '/api/accounts/3/subscription': forbidden() });
    renderWithProviders(<SubscriptionPlans account={account} />);

    expect(await screen.findByText('Billing is not available to you')).toBeInTheDocument();
    expect(
      screen.getByText(/Billing is visible to the Account Owner and Billing Contacts\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when loading fails otherwise', async () => {
    answer({
      '/api/accounts/3/subscription': json(503, {
        error: { code: 'unavailable', message: 'Down for a moment' },
      }),
    });
    renderWithProviders(<SubscriptionPlans account={account} />);

    expect(await screen.findByText('Your subscription could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Payment History', () => {
  const invoices = {
    invoices: [
      {
        id: 'INV-3-202507',
        date: '2025-07-01',
        amount: 99,
        status: 'Pending',
        description: 'Professional plan, monthly',
        method: 'Visa ending 4242',
      },
      {
        id: 'INV-3-202506',
        date: '2025-06-01',
        amount: 99,
        status: 'Paid',
        description: 'Professional plan, monthly',
        method: 'Visa ending 4242',
      },
      {
        id: 'INV-3-FAIL',
        date: '2025-05-12',
        amount: 1234.5,
        status: 'Failed',
        description: 'Annual inspection visit',
        method: 'Visa ending 4242',
      },
    ],
    total_paid_last_6_months: 545,
  };

  it('lists the invoices with amount in dollars, status, description and method', async () => {
    answer({ '/api/accounts/3/invoices': json(200, invoices) });
    renderWithProviders(<PaymentHistory account={account} />);

    expect(await screen.findByText('Total paid in the last 6 months: $545.00')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('INV-3-202507');
    expect(rows[0]).toHaveTextContent('Jul 1, 2025');
    expect(rows[0]).toHaveTextContent('$99.00');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[0]).toHaveTextContent('Professional plan, monthly');
    expect(rows[0]).toHaveTextContent('Visa ending 4242');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('$1,234.50');
    expect(rows[2]).toHaveTextContent('Failed');
  });

  it('says so when there are no invoices', async () => {
    answer({
      '/api/accounts/3/invoices': json(200, { invoices: [], total_paid_last_6_months: 0 }),
    });
    renderWithProviders(<PaymentHistory account={account} />);

    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.getByText('Total paid in the last 6 months: $0.00')).toBeInTheDocument();
  });

  it('says plainly when the person may not see billing (403)', async () => {
    answer({ '/api/accounts/3/invoices': forbidden() });
    renderWithProviders(<PaymentHistory account={account} />);

    expect(await screen.findByText('Billing is not available to you')).toBeInTheDocument();
  });
});

describe('account pages without an account', () => {
  it('explain that there is no customer account', async () => {
    answer({ '/api/accounts': json(200, { accounts: [] }) });
    renderWithProviders(
      <WithAccount noAccount="You do not belong to a customer account.">
        {() => <p>never shown</p>}
      </WithAccount>,
    );

    expect(await screen.findByText('No customer account')).toBeInTheDocument();
    expect(screen.getByText('You do not belong to a customer account.')).toBeInTheDocument();
    expect(screen.queryByText('never shown')).toBeNull();
  });

  it('use the first account', async () => {
    answer({
      '/api/accounts': json(200, {
        accounts: [account, { ...account, id: 4, name: 'Second' }],
      }),
    });
    renderWithProviders(
      <WithAccount noAccount="none">{(first) => <p>Account {first.name}</p>}</WithAccount>,
    );

    expect(await screen.findByText('Account Rivera Family')).toBeInTheDocument();
  });

  it('offer Retry when the accounts cannot be loaded', async () => {
    answer({ '/api/accounts': json(500, { error: { code: 'internal', message: 'Oops' } }) });
    renderWithProviders(<WithAccount noAccount="none">{() => null}</WithAccount>);

    expect(await screen.findByText('Your account could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
