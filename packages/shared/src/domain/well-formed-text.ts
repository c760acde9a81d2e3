/** A UTF-16 high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What makes a string unfit to store as text: PostgreSQL text cannot hold NUL, and a lone
 * UTF-16 surrogate cannot be encoded as UTF-8 at all. Null when the string is fine.
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (a lone surrogate)';
  return null;
}

/**
 * The first string in `value` (keys included, at most 32 levels deep) that cannot be stored as
 * text: its path (`body.name`, `body.tags.0`) and what is wrong; null when every string is fine.
 */
export function badTextAt(
  value: unknown,
  path: string,
  depth = 0,
): { path: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, problem } : null;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  // An upload's bytes (a stream or a buffer) are not text.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') {
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const keyPath = `${path}.${key}`;
    const keyProblem = textProblem(key);
    if (keyProblem) return { path: JSON.stringify(keyPath).slice(1, -1), problem: keyProblem };
    const found = badTextAt(inner, keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}
