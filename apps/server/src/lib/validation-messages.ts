/**
 * Validation failures in words a person can use: which field, and what to do about it. A 400
 * answers `{error: {code: 'bad_request', message, fields}}` where `message` is one sentence
 * naming the field and `fields` maps each field (its path inside the body or query, such as
 * `email` or `items.0.name`) to the sentence a form shows under that field. No request part
 * (`body.`), JSON pointer or schema word (`expected string`, `too_small`) reaches anyone.
 */

/** One rejected field: its path inside the request part, and the sentence for it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** How a field is called on screen, where its request name does not say it well. */
const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  member_ids: 'Members',
  member_id: 'Crew member',
  user_id: 'Staff member',
  user_type: 'User type',
  owner_email: 'Owner email',
  property_id: 'Property',
  customer_id: 'Customer',
  project_id: 'Project',
  plan_id: 'Plan',
  folder_id: 'Folder',
  department_id: 'Department',
  reports_to: 'Reports to',
  assigned_user_id: 'Assigned user',
  estimated_completion_date: 'Due date',
  end_date: 'End date',
  current_password: 'Current password',
  selected_users: 'Selected users',
  selected_property: 'Property',
  site_id: 'Panel',
  tz: 'Time zone',
  q: 'Search',
};

/** `member_ids` → "Members", `first_name` → "First name", `items.0.name` → "Name". */
export function fieldLabel(field: string): string {
  const last = field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  if (last === undefined || last === '') return 'This value';
  // Own keys only: a field called `toString` or `constructor` is named like any other.
  if (Object.hasOwn(FIELD_LABELS, last)) return FIELD_LABELS[last]!;
  const words = last
    .replace(/_ids?$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An author's message, capitalized, its field's request name ("site_id must ...") said in words. */
function withLabel(text: string, field: string): string {
  const name = field.split('.').at(-1) ?? '';
  const opening = /^([a-z][a-z0-9_]*)\b/.exec(text)?.[1];
  if (name !== '' && opening === name && name.includes('_')) {
    return `${fieldLabel(field)}${text.slice(name.length)}`;
  }
  return capitalize(text);
}

/** zod's own English messages; anything else was written for people by a schema's author. */
const SCHEMA_WORDS =
  /^(Invalid (input|string|option|key|element|number|email address|ISO)\b|Invalid [A-Za-z]+$|Too (small|big)|Unrecognized key)/;

/** The few facts of a zod issue a sentence needs (fastify-type-provider-zod keeps them in params). */
export interface IssueFacts {
  code: string;
  message: string;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  format?: unknown;
  values?: unknown;
  keys?: unknown;
  divisor?: unknown;
  /** An invalid_union's issues per branch. */
  errors?: unknown;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be yes or no',
  array: 'must be a list',
  date: 'must be a date',
  object: 'is missing or not in the right form',
};

const plural = (count: number, one: string) => `${String(count)} ${one}${count === 1 ? '' : 's'}`;

/** The end of a sentence that starts with the field's label: "is required", "must be a number". */
function predicate(issue: IssueFacts): string {
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  switch (issue.code) {
    case 'invalid_type': {
      if (/received undefined/.test(issue.message)) return 'is required';
      const expected = typeof issue.expected === 'string' ? issue.expected : '';
      return TYPE_WORDS[expected] ?? 'is not in the right form';
    }
    case 'too_small':
      if (issue.origin === 'string') {
        return limit <= 1 ? 'is required' : `must be at least ${plural(limit, 'character')}`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return limit <= 1 ? 'needs at least one entry' : `needs at least ${plural(limit, 'entry')}`;
      }
      if (issue.origin === 'date') return 'is too early';
      return inclusive ? `must be at least ${String(limit)}` : `must be more than ${String(limit)}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${plural(limit, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `can have at most ${plural(limit, 'entry')}`;
      }
      if (issue.origin === 'date') return 'is too late';
      return inclusive ? `must be at most ${String(limit)}` : `must be less than ${String(limit)}`;
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return 'must be an email address such as name@example.com';
        case 'url':
          return 'must be a web address starting with https://';
        case 'date':
        case 'datetime':
          return 'must be a date';
        case 'time':
          return 'must be a time of day';
        default:
          return 'is not in the right form';
      }
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values.map(String) : [];
      return values.length > 0 && values.length <= 8
        ? `must be one of: ${values.join(', ')}`
        : 'is not one of the choices';
    }
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return 'is not valid';
  }
}

/** Whether `text` already says which field it is about. */
const namesField = (text: string, field: string, label: string) => {
  const lower = text.toLowerCase();
  const name = field.split('.').at(-1) ?? field;
  return lower.includes(label.toLowerCase()) || lower.includes(name.replaceAll('_', ' '));
};

/**
 * The sentence for one field: the schema author's message when there is one ("Title is
 * required"), otherwise one made from the issue's facts ("Estimate must be a number").
 */
export function describeIssue(field: string, issue: IssueFacts): FieldProblem {
  const label = fieldLabel(field);
  if (issue.code === 'unrecognized_keys') {
    const keys = Array.isArray(issue.keys) ? issue.keys.map(String) : [];
    const unknown = keys[0] ?? field;
    const where = field === '' ? unknown : `${field}.${unknown}`;
    return { field: where, message: `${fieldLabel(where)} is not something this form takes` };
  }
  if (issue.code === 'invalid_union' && Array.isArray(issue.errors)) {
    // Say what the first choice wanted ("must be a number"), not that no choice fitted.
    const first = (issue.errors[0] as unknown[] | undefined)?.[0] as IssueFacts | undefined;
    if (first?.code) return describeIssue(field, first);
  }
  if (issue.message !== '' && !SCHEMA_WORDS.test(issue.message)) {
    return { field, message: withLabel(issue.message, field) };
  }
  return { field, message: `${label} ${predicate(issue)}` };
}

/** A message that only finishes a sentence about its field ("must be a number"). */
const PREDICATE = /^(must|is|are|needs|cannot|can|has|should|may)\b/i;
/** A message that states a finding about its field ("no such plan", "not a crew member"). */
const FINDING = /^(no|not|unknown)\b/i;

/**
 * The one sentence for the whole request: the first problem, naming its field unless it is a
 * whole sentence of its own ("You cannot deactivate your own account").
 */
export function summarize(problems: FieldProblem[]): string {
  const first = problems[0];
  if (!first) return 'Some of what was sent is not valid.';
  const label = fieldLabel(first.field);
  const lowered = first.message.charAt(0).toLowerCase() + first.message.slice(1);
  const sentence =
    first.field === '' || namesField(first.message, first.field, label)
      ? first.message
      : PREDICATE.test(first.message)
        ? `${label} ${lowered}`
        : FINDING.test(first.message)
          ? `${label}: ${lowered}`
          : first.message;
  const more = problems.length - 1;
  return more > 0 ? `${sentence} (and ${plural(more, 'other field')} to fix)` : sentence;
}

/** Each field's sentence, first problem per field. */
export function fieldMessages(problems: FieldProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { field, message } of problems) {
    if (field !== '' && !Object.hasOwn(fields, field)) fields[field] = message;
  }
  return fields;
}

/**
 * A handler's `badRequest('body.email: only staff can join groups')`: the request part and the
 * field are split off, so the person reads "Only staff can join groups" and the form puts it
 * under Email; `badRequest('plan_id: no such plan')` reads "Plan: no such plan".
 */
const FIELD_PREFIX =
  /^(?:(?:body|querystring|params|headers)\.)?([a-z][a-z0-9_]*(?:\.\w+)*): (.+)$/s;

/** "selected_users must name active customers only": a field's request name opening a sentence. */
const FIELD_SUBJECT = /^([a-z][a-z0-9_]*) (must|is|are|names|belongs|needs|cannot|has|was)\b(.*)$/s;

export function problemFromText(text: string): FieldProblem | null {
  const prefixed = FIELD_PREFIX.exec(text);
  if (prefixed?.[1] && prefixed[2]) {
    return { field: prefixed[1], message: withLabel(prefixed[2], prefixed[1]) };
  }
  const subject = FIELD_SUBJECT.exec(text);
  if (subject?.[1] && subject[2]) {
    const field = subject[1];
    return { field, message: `${fieldLabel(field)} ${subject[2]}${subject[3] ?? ''}` };
  }
  return null;
}
