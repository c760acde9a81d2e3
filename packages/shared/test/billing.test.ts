import { describe, expect, it } from 'vitest';
import {
  canMarkInvoicePaid,
  invoiceListQuerySchema,
  nextBillingAfterStatus,
  nextBillingDay,
  planAllowsProperties,
  subscriptionListQuerySchema,
  subscriptionUpdateSchema,
} from '../src';

describe('A plan holds up to its property limit (Basic 2, Professional 5, Enterprise unlimited)', () => {
  it('fits at the limit, not above; unlimited always fits', () => {
    expect(planAllowsProperties(2, 2)).toBe(true);
    expect(planAllowsProperties(2, 3)).toBe(false);
    expect(planAllowsProperties(5, 0)).toBe(true);
    expect(planAllowsProperties(null, 1000)).toBe(true);
  });
});

describe('Only a Pending or Failed invoice can be marked Paid', () => {
  it('refuses Paid', () => {
    expect(canMarkInvoicePaid('Pending')).toBe(true);
    expect(canMarkInvoicePaid('Failed')).toBe(true);
    expect(canMarkInvoicePaid('Paid')).toBe(false);
  });
});

describe('Next billing date', () => {
  it('is one period on, clamped to the end of a shorter month', () => {
    expect(nextBillingDay(new Date('2025-01-31T10:00:00Z'), 'month')).toBe('2025-02-28');
    expect(nextBillingDay(new Date('2025-07-25T10:00:00Z'), 'month')).toBe('2025-08-25');
    expect(nextBillingDay(new Date('2024-02-29T10:00:00Z'), 'year')).toBe('2025-02-28');
  });

  it('cancelling clears it; reactivating without one starts a new period', () => {
    const today = new Date('2025-07-25T10:00:00Z');
    expect(nextBillingAfterStatus('cancelled', '2025-08-25', today, 'month')).toBeNull();
    expect(nextBillingAfterStatus('active', null, today, 'month')).toBe('2025-08-25');
    expect(nextBillingAfterStatus('past_due', '2025-07-01', today, 'month')).toBe('2025-07-01');
  });
});

describe('Billing filters', () => {
  it('subscriptions: plan and status filters, search on account or owner', () => {
    expect(
      subscriptionListQuerySchema.parse({ plan: '2', status: 'past_due', search: ' Rivera ' }),
    ).toEqual({
      plan: 2,
      status: 'past_due',
      search: 'Rivera',
      page: 1,
    });
    expect(subscriptionListQuerySchema.safeParse({ status: 'paused' }).success).toBe(false);
    expect(subscriptionListQuerySchema.safeParse({ plan: 'gold' }).success).toBe(false);
  });

  it('a change names a plan or a status', () => {
    expect(subscriptionUpdateSchema.safeParse({}).success).toBe(false);
    expect(subscriptionUpdateSchema.parse({ status: 'cancelled' })).toEqual({
      status: 'cancelled',
    });
    expect(subscriptionUpdateSchema.safeParse({ plan_id: 0 }).success).toBe(false);
  });

  it('payments: status Paid/Pending/Failed and an inclusive date range that runs forwards', () => {
    expect(
      invoiceListQuerySchema.parse({ status: 'Failed', from: '2025-01-01', to: '2025-01-01' }),
    ).toMatchObject({
      status: 'Failed',
      from: '2025-01-01',
      to: '2025-01-01',
    });
    const backwards = invoiceListQuerySchema.safeParse({ from: '2025-02-01', to: '2025-01-01' });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'to must be on or after from',
    });
    expect(invoiceListQuerySchema.safeParse({ from: '01/02/2025' }).success).toBe(false);
    expect(invoiceListQuerySchema.safeParse({ status: 'paid' }).success).toBe(false);
  });
});
