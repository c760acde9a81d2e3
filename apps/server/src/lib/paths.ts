import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The first ancestor of this module's folder holding `relative`, whether run from src or dist. */
export function findUp(
  relative: string,
  from = path.dirname(fileURLToPath(import.meta.url)),
): string | null {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, relative);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
