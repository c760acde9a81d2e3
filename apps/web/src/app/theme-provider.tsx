import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';

import { colorSchemeManager, theme } from '../config/theme';

/** The portal's look, shared by the app and the sign-in page (login.html, decision 030). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      {children}
    </MantineProvider>
  );
}
