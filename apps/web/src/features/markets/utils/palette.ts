/**
 * Chart colours for the light and the dark scheme (spec 02 §9 "chart palettes have light and dark
 * variants"): each reaches 3:1 against its background (WCAG 2.2 non-text contrast).
 */
export interface ChartPalette {
  text: string;
  grid: string;
  up: string;
  down: string;
  line: string;
  ma1: string;
  ma2: string;
  boll: string;
  rsi: string;
  macd: string;
  signal: string;
  stochK: string;
  stochD: string;
  fibonacci: string;
  trend: string;
  second: string;
  band: string;
}

const LIGHT: ChartPalette = {
  text: '#343a40',
  grid: '#e9ecef',
  up: '#087f5b',
  down: '#c92a2a',
  line: '#1462c6',
  ma1: '#e8590c',
  ma2: '#7048e8',
  boll: '#868e96',
  rsi: '#9c36b5',
  macd: '#1462c6',
  signal: '#e8590c',
  stochK: '#0b7285',
  stochD: '#d6336c',
  fibonacci: '#a67c00',
  trend: '#5c940d',
  second: '#d9480f',
  band: 'rgba(20, 98, 198, 0.15)',
};

const DARK: ChartPalette = {
  text: '#dee2e6',
  grid: '#373a40',
  up: '#38d9a9',
  down: '#ff8787',
  line: '#74c0fc',
  ma1: '#ffa94d',
  ma2: '#b197fc',
  boll: '#adb5bd',
  rsi: '#e599f7',
  macd: '#74c0fc',
  signal: '#ffa94d',
  stochK: '#66d9e8',
  stochD: '#faa2c1',
  fibonacci: '#ffd43b',
  trend: '#a9e34b',
  second: '#ffa94d',
  band: 'rgba(116, 192, 252, 0.2)',
};

export function chartPalette(scheme: 'light' | 'dark'): ChartPalette {
  return scheme === 'dark' ? DARK : LIGHT;
}
