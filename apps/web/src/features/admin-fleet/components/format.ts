/** A reading with its unit, or '—' when the panel has not reported it. */
export const orDash = (value: string | number | null | undefined, unit = '') =>
  value === null || value === undefined || value === '' ? '—' : `${String(value)}${unit}`;
