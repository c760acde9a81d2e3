/**
 * Rows in slices of at most `size`, for one insert per slice: a statement takes at most 65,535
 * parameters, which a few thousand rows of a dozen columns reach.
 */
export function inChunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
