/** The series the analytics charts colour alike: the book's amounts and the hedges by instrument. */
export const CHART_SERIES = [
  'exposure',
  'hedge',
  'net',
  'program',
  'longForward',
  'shortForward',
  'call',
  'put',
] as const;
export type ChartSeries = (typeof CHART_SERIES)[number];

/**
 * The Analytics charts' colours for the light and the dark scheme (spec 02 §9 "chart palettes have
 * light and dark variants"); each reaches 3:1 against its background (WCAG 2.2 non-text contrast).
 */
export interface AnalyticsPalette extends Record<ChartSeries, string> {
  text: string;
  grid: string;
  /**
   * The diverging scale of gains and losses (the scenario matrix): loss, none, gain; light ends under
   * dark text in the light scheme, dark ends under light text in the dark one, so cell labels read.
   */
  loss: string;
  even: string;
  gain: string;
}

const LIGHT: AnalyticsPalette = {
  text: '#343a40',
  grid: '#e9ecef',
  exposure: '#1462c6',
  hedge: '#087f5b',
  net: '#c92a2a',
  program: '#e8590c',
  longForward: '#7048e8',
  shortForward: '#0b7285',
  call: '#9c36b5',
  put: '#a67c00',
  loss: '#ff8787',
  even: '#f8f9fa',
  gain: '#63e6be',
};

const DARK: AnalyticsPalette = {
  text: '#dee2e6',
  grid: '#373a40',
  exposure: '#74c0fc',
  hedge: '#38d9a9',
  net: '#ff8787',
  program: '#ffa94d',
  longForward: '#b197fc',
  shortForward: '#66d9e8',
  call: '#e599f7',
  put: '#ffd43b',
  loss: '#c92a2a',
  even: '#25262b',
  gain: '#087f5b',
};

export function analyticsPalette(scheme: 'light' | 'dark'): AnalyticsPalette {
  return scheme === 'dark' ? DARK : LIGHT;
}

/**
 * A value axis's name: what its figures count (COP; COP per USD; bbl), above the axis, so that its
 * tick labels stay bare. Nothing when the unit is unknown.
 */
export function unitAxisName(unit: string | null | undefined, palette: AnalyticsPalette) {
  return unit
    ? { name: unit, nameLocation: 'end', nameTextStyle: { color: palette.text, align: 'left' } }
    : {};
}
