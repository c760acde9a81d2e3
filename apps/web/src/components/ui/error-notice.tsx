import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** Why something was refused, read in the text colour so it keeps its contrast in both themes. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}
