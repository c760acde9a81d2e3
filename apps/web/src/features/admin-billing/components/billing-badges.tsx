import type { InvoiceStatus, SubscriptionStatus } from '@wildfire/shared';

import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';

const SUBSCRIPTION_TONES: Record<SubscriptionStatus, StatusTone> = {
  active: 'good',
  past_due: 'caution',
  cancelled: 'idle',
};

const INVOICE_TONES: Record<InvoiceStatus, StatusTone> = {
  Paid: 'good',
  Pending: 'caution',
  Failed: 'alert',
};

export function SubscriptionStatusBadge({
  status,
  label,
}: {
  status: SubscriptionStatus | null;
  label: string | null;
}) {
  if (status === null) return <StatusBadge tone="idle">No plan</StatusBadge>;
  return <StatusBadge tone={SUBSCRIPTION_TONES[status]}>{label ?? status}</StatusBadge>;
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <StatusBadge tone={INVOICE_TONES[status]}>{status}</StatusBadge>;
}
