import type { UseFormReturnType } from '@mantine/form';

/**
 * A password field's props from the form. Mantine marks only the wrapper of a `PasswordInput`
 * invalid, not the input screen readers read, so the input says it too.
 */
export function passwordProps<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  field: keyof Values & string,
) {
  return {
    ...form.getInputProps(field),
    'aria-invalid': form.errors[field] ? true : undefined,
  };
}
