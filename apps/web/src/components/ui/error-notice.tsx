import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

// The light red's own title and message colours fall below 4.5:1 on its tint; the body text's
// colour reads on it in both themes.
const READABLE = {
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
};

/**
 * Why something was refused or failed: the one red notice of the app (forms, dialogs, screens).
 * `onDismiss` adds a Dismiss button, for a notice that stays until read.
 */
export function ErrorNotice({
  title,
  onDismiss,
  children,
}: {
  title?: ReactNode;
  onDismiss?: () => void;
  children?: ReactNode;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      withCloseButton={onDismiss !== undefined}
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
      styles={READABLE}
    >
      {children}
    </Alert>
  );
}
