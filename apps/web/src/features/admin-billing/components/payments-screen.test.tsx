import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { Invoice } from '../api/types';
import { PaymentsScreen } from './payments-screen';

const SLOW = { timeout: 20_000 };

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  id: 'INV-1-202601',
  account_id: 1,
  account_name: 'Rivera Family',
  date: '2026-01-01',
  amount: 99,
  status: 'Pending',
  description: 'Professional plan, monthly',
  method: 'Visa ending 4242',
  ...overrides,
});

const reply = (items: Invoice[]) => ({
  body: {
    items,
    total: items.length,
    page: 1,
    page_size: 25,
    totals: { count: items.length, amount: 148, paid: 49, pending: 99, failed: 0 },
  },
});

describe('Payments', SLOW, () => {
  it('shows the totals and invoices; Mark Paid asks first and only for unpaid invoices', async () => {
    const api = stubApi({
      'GET /api/admin/invoices': reply([
        invoice({}),
        invoice({
          id: 'INV-2-202512',
          account_name: 'Patel Household',
          amount: 49,
          status: 'Paid',
        }),
      ]),
      'POST /api/admin/invoices/INV-1-202601/mark-paid': { body: invoice({ status: 'Paid' }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentsScreen permissions={['view_payments', 'process_payments']} />);

    expect(await screen.findByRole('article', { name: 'Total Billed' })).toHaveTextContent(
      '$148.00',
    );
    expect(screen.getByRole('article', { name: 'Pending' })).toHaveTextContent('$99.00');
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Mark INV-2-202512 paid' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark INV-1-202601 paid' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Mark INV-1-202601 of $99.00 from Rivera Family as Paid?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    await waitFor(() => {
      expect(api.sent('POST /api/admin/invoices/INV-1-202601/mark-paid')).toHaveLength(1);
    });
  });

  it('without process_payments there is no Mark Paid', async () => {
    stubApi({ 'GET /api/admin/invoices': reply([invoice({})]) });
    renderWithProviders(<PaymentsScreen permissions={['view_payments']} />);
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.queryByRole('button', { name: /^Mark / })).toBeNull();
  });

  it('sends the status filter and refuses a date range that runs backwards', async () => {
    const api = stubApi({ 'GET /api/admin/invoices': reply([]) });
    const user = userEvent.setup();
    renderWithProviders(<PaymentsScreen permissions={['view_payments']} />);
    expect(await screen.findByText('No invoices yet.')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => {
      expect(api.sent('GET /api/admin/invoices').at(-1)!.url.searchParams.get('status')).toBe(
        'Failed',
      );
    });
    expect(await screen.findByText('No invoices match these filters.')).toBeVisible();

    const sentBefore = api.sent('GET /api/admin/invoices').length;
    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.type(screen.getByLabelText('To'), '2026-01-01');
    expect(
      await screen.findByText('The end date must be on or after the start date.'),
    ).toBeVisible();
    const sent = api.sent('GET /api/admin/invoices');
    expect(sent.slice(sentBefore).every((r) => r.url.searchParams.get('to') !== '2026-01-01')).toBe(
      true,
    );
  });

  it('says when no invoice matches the search', async () => {
    stubApi({
      'GET /api/admin/invoices': ({ url }) =>
        reply(url.searchParams.get('search') ? [] : [invoice({})]),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentsScreen permissions={['view_payments']} />);
    await screen.findByRole('table', { name: 'Invoices' });
    await user.type(screen.getByLabelText('Search payments'), 'zzz-no-such-account');
    expect(await screen.findByText('No invoices match these filters.')).toBeVisible();
  });

  it('a failed load says so, and Retry loads the invoices', async () => {
    let down = true;
    stubApi({
      'GET /api/admin/invoices': () =>
        down
          ? { status: 500, body: { error: { code: 'internal', message: 'Something broke.' } } }
          : reply([invoice({})]),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentsScreen permissions={['view_payments']} />);
    expect(await screen.findByText('The payments could not be loaded')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeVisible();
  });
});
