import {
  createTheme,
  defaultVariantColorsResolver,
  localStorageColorSchemeManager,
  parseThemeColor,
  type MantineColorsTuple,
  type VariantColorsResolver,
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

/** Darker than shade 9 (white text 7.1:1), for the hover of filled ember buttons. */
export const EMBER_FILLED_HOVER = '#943007';

/**
 * Mantine hovers a filled shade-9 button with shade 8 (#e8590c), where white text drops to
 * 3.6:1; ember buttons hover darker instead, so their text stays readable under the pointer.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  const isEmber = parsed.isThemeColor && parsed.color === 'orange' && (parsed.shade ?? 9) >= 8;
  return isEmber ? { ...colors, hover: EMBER_FILLED_HOVER } : colors;
};

export const theme = createTheme({
  variantColorResolver,
  // Replaces Mantine's orange everywhere, so every orange button and link keeps its contrast.
  colors: { orange: ember },
  primaryColor: 'orange',
  primaryShade: 9,
  defaultRadius: 'md',
  // Someone who asked their system for reduced motion gets modals, drawers, menus and
  // notifications without animation (WCAG 2.3.3), as the background video already does.
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // A dialog's close button is an icon: it is named for screen readers unless a dialog names it.
  components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } } },
});

/** The spec stores the chosen theme as `theme` = `dark` | `light`; without a choice the OS decides. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });
