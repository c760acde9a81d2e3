import {
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
import { STORAGE_KEYS } from '@wildfire/shared';

/**
 * Ember orange. Shade 9 (#b93b0a) gives white button text 5.69:1 contrast and 4.78:1 on the
 * light orange tint, above the 4.5:1 WCAG AA asks for; Mantine's own orange 9 (#d9480f) falls
 * short (4.29:1).
 */
const ember: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#b93b0a',
];

export const theme = createTheme({
  // Replaces Mantine's orange everywhere, so every orange button and link keeps its contrast.
  colors: { orange: ember },
  primaryColor: 'orange',
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

/** The spec stores the chosen theme as `theme` = `dark` | `light`; without a choice the OS decides. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });
