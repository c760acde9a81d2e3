import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS } from '@wildfire/shared';

export const theme = createTheme({
  primaryColor: 'orange',
  // Shade 9 keeps white button text above 4.5:1 contrast; lighter oranges fall below it.
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

/** The spec stores the chosen theme as `theme` = `dark` | `light`; without a choice the OS decides. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });
