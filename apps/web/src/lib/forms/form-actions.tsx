import { Alert, Button, type ButtonProps, Group } from '@mantine/core';

/**
 * How a form ends: the notice for a failure that names none of its fields (the hook's
 * `failure`), then Cancel and the submit button, busy while the request is on its way.
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
      {failure && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          // The sentence in the body text's colour, which reads on the light red in both themes.
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
          {failure}
        </Alert>
      )}
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
