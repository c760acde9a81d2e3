import { canControl, canOperate, type PropertyRole } from '../constants/roles';
import { COMMAND_TAGS, describeTag } from '../constants/tags';

export type TagValue = number | boolean | string;

export type TagWriteCheck =
  { ok: true; tag: string; value: number } | { ok: false; field: 'tag' | 'value'; message: string };

/**
 * Decide whether a portal user's `{tag, value}` may be sent to a panel, and normalise the value.
 * Only writable dictionary tags pass; booleans become 1/0 so the panel sees one shape.
 */
export function checkTagWrite(tag: string, value: unknown): TagWriteCheck {
  const spec = describeTag(tag);
  if (!spec) return { ok: false, field: 'tag', message: `tag ${tag} is not a known panel tag` };
  if (!spec.writable) return { ok: false, field: 'tag', message: `tag ${tag} is read-only` };

  const numeric = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  if (typeof numeric !== 'number' || !Number.isFinite(numeric)) {
    return { ok: false, field: 'value', message: `value for ${tag} must be a number` };
  }
  if (!Number.isInteger(numeric)) {
    return { ok: false, field: 'value', message: `value for ${tag} must be a whole number` };
  }
  const { min = -Infinity, max = Infinity } = spec;
  if (numeric < min || numeric > max) {
    return {
      ok: false,
      field: 'value',
      message: `value for ${tag} must be between ${min} and ${max}`,
    };
  }
  return { ok: true, tag, value: numeric };
}

const isCommandTag = (tag: string) => (COMMAND_TAGS as readonly string[]).includes(tag);

/**
 * Whether someone with `role` on the property may write `tag`: starting and stopping (the
 * command tags) is a basic control a Property User has too; every other write is a setting,
 * for the Owner and the Property Manager.
 */
export const mayWriteTag = (role: PropertyRole | null | undefined, tag: string) =>
  isCommandTag(tag) ? canOperate(role) : canControl(role);
