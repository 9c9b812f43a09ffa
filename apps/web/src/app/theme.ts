import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';

/** The brand blue (a treasury-desk navy to a light sky), ten shades as Mantine expects. */
const brand: MantineColorsTuple = [
  '#e8f3ff',
  '#d1e4fb',
  '#a3c7f2',
  '#72a8ea',
  '#4a8ee3',
  '#317ddf',
  '#2374de',
  '#1462c6',
  '#0657b2',
  '#004b9e',
];

const systemFonts =
  'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  // White on the filled shade must reach 4.5:1 (WCAG 2.2 AA): shade 5 gave 4.09 in dark, 7 gives 5.85.
  primaryShade: { light: 7, dark: 7 },
  colors: { brand },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Text colours that reach 4.5:1 (WCAG 2.2 AA, normal text) on every surface the app paints, where
 * Mantine's defaults fall short:
 * - dimmed text: gray 6 (light) read at 3.3:1 on white, dark 2 at 3.5:1 on a dark card; #5f6670 is
 *   5.5:1 on gray 0, #adadad 5.0:1 on dark 5;
 * - error text: red 6 (light) 3.3:1 on white, red 8 (dark) 3.4:1 on the dark body; red 9 is 5.5:1,
 *   red 4 5.9:1 on dark 6;
 * - the light variant's text (alerts, badges), shade 9 on shade 1 in the light scheme: yellow read at
 *   2.7:1, orange 3.6:1, teal 4.3:1, green 3.8:1; these darker tones are 5.7:1 to 6.7:1 on their tint;
 * - teal text (a met password rule): teal 7 read at 3.1:1 on white, teal 9 is 5.0:1;
 * - links in the dark scheme: brand 4 read at 3.3:1 on a card's dark 5 and on table stripes; brand 2
 *   is 5.7:1 on dark 4 and above.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6670',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': '#7a4a00',
    '--mantine-color-orange-light-color': '#8f3a00',
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-green-light-color': '#1f6b2c',
    '--mantine-color-red-light-color': '#a51d1d',
    '--mantine-color-teal-text': 'var(--mantine-color-teal-9)',
  },
  dark: {
    '--mantine-color-dimmed': '#adadad',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-2)',
  },
});

/**
 * The theme in the page's language: every close button (dialogs, toasts, alerts) is named, since
 * Mantine's has an icon and no text.
 */
export function localizedTheme(closeLabel: string): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    // A plain entry: `CloseButton.extend` types its default props without the element's attributes.
    components: { CloseButton: { defaultProps: { 'aria-label': closeLabel } } },
  });
}

export const COLOR_SCHEME_STORAGE_KEY = 'cobertura-color-scheme';
