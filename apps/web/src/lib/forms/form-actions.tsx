import { Button, type ButtonProps, Group } from '@mantine/core';

import { ErrorNotice } from '@/components/ui/error-notice';

/** The notice for a failure that names none of the form's fields (the hook's `failure`). */
export function FormFailure({ failure, title }: { failure: string | null; title?: string }) {
  if (!failure) return null;
  return <ErrorNotice title={title}>{failure}</ErrorNotice>;
}

/**
 * How a form ends: the failure notice, then Cancel and the submit button, busy while the
 * request is on its way.
 */
export function FormActions({
  failure,
  busy,
  submitLabel,
  onCancel,
  submitColor,
}: {
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  submitColor?: ButtonProps['color'];
}) {
  return (
    <>
      <FormFailure failure={failure} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" color={submitColor} loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
