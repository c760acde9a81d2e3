import {
  DEPOSIT_SETTLED,
  type DepositStatus,
  WAIVER_REAUTHENTICATION_ABOVE_CENTS,
} from '../constants/projects';
import {
  STANDARD_DEPOSIT_PERCENT,
  WAIVER_AUTHORITIES,
  WAIVER_AUTHORITY_LABELS,
  WAIVER_AUTHORITY_LIMITS,
  type WaiverAuthority,
} from '../constants/sales';

/** Amounts are whole US cents everywhere; this formats them the spec's way (USD, en-US). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsd = (cents: number): string => usd.format(cents / 100);

/** Section 9: the standard deposit, 30 percent of the estimate, rounded to the cent. */
export const standardDepositCents = (estimateCents: number): number =>
  Math.round((estimateCents * STANDARD_DEPOSIT_PERCENT) / 100);

export interface DepositFigures {
  requiredCents: number;
  paidCents: number;
  waived: boolean;
}

/**
 * Section 4: Waived if the waiver flag is set; Paid if paid is at least required; Partial if
 * paid is above 0; otherwise Pending.
 */
export function depositStatus({ requiredCents, paidCents, waived }: DepositFigures): DepositStatus {
  if (waived) return 'Waived';
  if (paidCents >= requiredCents) return 'Paid';
  if (paidCents > 0) return 'Partial';
  return 'Pending';
}

/** The largest deposit a tier may waive, in cents; null means no limit. */
export function waiverLimitCents(authority: WaiverAuthority): number | null {
  const dollars = WAIVER_AUTHORITY_LIMITS[authority];
  return dollars === null ? null : dollars * 100;
}

/**
 * Whether a project has a deposit to speak of: one is required (it has an estimate) or it was
 * waived. A maintenance visit without an estimate shows no deposit state at all (issue 36:
 * never "$0.00 Deposit Paid").
 */
export const hasDeposit = (deposit: { requiredCents: number; waived: boolean }): boolean =>
  deposit.requiredCents > 0 || deposit.waived;

export const isDepositSettled = (status: DepositStatus): boolean =>
  DEPOSIT_SETTLED.includes(status);

/** Section 6.5: may someone with this authority (or none) waive a deposit of this amount? */
export function waiverAuthorityCovers(
  authority: WaiverAuthority | null | undefined,
  amountCents: number,
): boolean {
  if (!authority) return false;
  const limit = waiverLimitCents(authority);
  return limit === null || amountCents <= limit;
}

/** The lowest tier of section 6.5 whose authority covers the amount. */
export function authorityNeededFor(amountCents: number): WaiverAuthority {
  return WAIVER_AUTHORITIES.find((tier) => waiverAuthorityCovers(tier, amountCents)) ?? 'ceo';
}

/** "up to $5,000.00" or "any amount": what a tier covers, in words. */
export function waiverAuthorityReach(authority: WaiverAuthority): string {
  const limit = waiverLimitCents(authority);
  return limit === null ? 'any amount' : `up to ${formatUsd(limit)}`;
}

/**
 * Why this person may not waive this deposit, or null when they may: names the authority the
 * amount needs and what the person holds.
 */
export function waiverRefusal(
  authority: WaiverAuthority | null | undefined,
  amountCents: number,
): string | null {
  if (waiverAuthorityCovers(authority, amountCents)) return null;
  const needed = authorityNeededFor(amountCents);
  const yours = authority
    ? `your authority (${WAIVER_AUTHORITY_LABELS[authority]}) covers ${waiverAuthorityReach(authority)}`
    : 'you have no deposit waiver authority';
  return `Waiving a deposit of ${formatUsd(amountCents)} needs ${WAIVER_AUTHORITY_LABELS[needed]} authority (${waiverAuthorityReach(needed)}); ${yours}.`;
}

/** Waivers above $5,000 need a recent password or code. */
export const waiverNeedsReauthentication = (amountCents: number): boolean =>
  amountCents > WAIVER_REAUTHENTICATION_ABOVE_CENTS;
