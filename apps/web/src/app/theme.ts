import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

export const COLOR_SCHEME_STORAGE_KEY = 'cobertura-color-scheme';
