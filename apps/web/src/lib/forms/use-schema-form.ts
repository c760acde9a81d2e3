import { useForm, type UseFormReturnType } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';

import { ApiError, serverMessage } from '../api-client';

/** One problem the schema found, as zod reports it. */
export type SchemaIssue = z.core.$ZodIssue;

export interface SchemaFormOptions<
  Values extends Record<string, unknown>,
  Schema extends z.ZodType,
> {
  /** What the fields start with. */
  initialValues: Values;
  /** The shared schema (from `@wildfire/shared`) the request body must satisfy. */
  schema: Schema;
  /**
   * The request body the fields make, when it is not the values themselves (ids as numbers,
   * dollars as cents, only what changed).
   */
  toInput?: (values: Values) => unknown;
  /** The request's field names that the form calls otherwise (`estimate_cents` → `estimate`). */
  fieldOf?: Readonly<Record<string, keyof Values & string>>;
  /** A form's own sentence for an issue, where the spec words it differently from the schema. */
  message?: (issue: SchemaIssue, field: keyof Values & string) => string | undefined;
  /** The notice for a failure naming no field, where the spec has its own text for it. */
  failureOf?: (error: unknown) => string;
}

export interface SchemaForm<Values extends Record<string, unknown>, Data> {
  form: UseFormReturnType<Values>;
  /** The notice for a failure that names no field of the form (shown above the buttons). */
  failure: string | null;
  setFailure: (failure: string | null) => void;
  /** While the request is on its way: the submit button's busy state. */
  busy: boolean;
  /** The form's `onSubmit`: checks the fields, then hands the checked body to `send`. */
  onSubmit: (
    send: (data: Data, values: Values) => Promise<unknown>,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
}

const own = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/**
 * The field an issue's path or a server sentence's name (`social_media.linkedin`) belongs to:
 * the first step of it the form has a field for (a nested object's keys may be the form's own
 * fields), or null when the form has none of them.
 */
function formField<Values extends Record<string, unknown>>(
  path: readonly PropertyKey[],
  values: Values,
  fieldOf: Readonly<Record<string, keyof Values & string>>,
): (keyof Values & string) | null {
  for (const key of path) {
    const name = String(key);
    if (own(fieldOf, name)) return fieldOf[name] ?? null;
    if (own(values, name)) return name as keyof Values & string;
  }
  return null;
}

/**
 * The schema's verdict as the form shows it: the first sentence for each field under that
 * field, and the first sentence that belongs to no field for the notice.
 */
export function schemaErrors<Values extends Record<string, unknown>>(
  issues: readonly SchemaIssue[],
  values: Values,
  fieldOf: Readonly<Record<string, keyof Values & string>> = {},
  message?: (issue: SchemaIssue, field: keyof Values & string) => string | undefined,
): { fields: Partial<Record<keyof Values & string, string>>; general: string | null } {
  const fields: Partial<Record<keyof Values & string, string>> = {};
  let general: string | null = null;
  for (const issue of issues) {
    const field = formField(issue.path, values, fieldOf);
    if (field === null) general ??= issue.message;
    else fields[field] ??= message?.(issue, field) ?? issue.message;
  }
  return { fields, general };
}

/**
 * A failed request as the form shows it: a 400's sentence for each field the form has goes
 * under that field, once; only a failure that names none of them becomes the notice.
 */
export function serverErrors<Values extends Record<string, unknown>>(
  error: unknown,
  values: Values,
  fieldOf: Readonly<Record<string, keyof Values & string>> = {},
  failureOf: (error: unknown) => string = serverMessage,
): { fields: Partial<Record<keyof Values & string, string>>; general: string | null } {
  const fields: Partial<Record<keyof Values & string, string>> = {};
  if (error instanceof ApiError) {
    for (const [name, sentence] of Object.entries(error.fields)) {
      const field = formField(name.split('.'), values, fieldOf);
      if (field !== null) fields[field] ??= sentence;
    }
  }
  if (Object.keys(fields).length > 0) return { fields, general: null };
  return { fields, general: failureOf(error) };
}

/**
 * Every form's one way (decision 077): `@mantine/form` holds the fields; the shared zod schema
 * checks them on submit (a field's error clears as it is edited, as the forms always did);
 * the server's 400 lands under the fields it names; `busy` covers the request.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodType>(
  options: SchemaFormOptions<Values, Schema>,
): SchemaForm<Values, z.output<Schema>> {
  const { schema, toInput, fieldOf = {}, message, failureOf } = options;
  const form = useForm<Values>({ mode: 'controlled', initialValues: options.initialValues });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second click before the re-render that disables the button must not send twice.
  const sending = useRef(false);

  const onSubmit =
    (send: (data: z.output<Schema>, values: Values) => Promise<unknown>) =>
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (sending.current) return;
      const values = form.getValues();
      const parsed = schema.safeParse(toInput ? toInput(values) : values);
      if (!parsed.success) {
        const found = schemaErrors(parsed.error.issues, values, fieldOf, message);
        form.setErrors(found.fields);
        setFailure(found.general);
        return;
      }
      form.clearErrors();
      setFailure(null);
      sending.current = true;
      setBusy(true);
      send(parsed.data, values).then(
        () => {
          sending.current = false;
          setBusy(false);
        },
        (error: unknown) => {
          sending.current = false;
          setBusy(false);
          const found = serverErrors(error, values, fieldOf, failureOf);
          form.setErrors(found.fields);
          setFailure(found.general);
        },
      );
    };

  return { form, failure, setFailure, busy, onSubmit };
}
