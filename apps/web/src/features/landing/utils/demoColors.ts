/**
 * The product demo's colours, each for the light and the dark scheme (CSS `light-dark`), so the
 * picture follows the page's scheme without script.
 */
export const DEMO_COLORS = {
  page: 'light-dark(#f6f8fb, #1b1d22)',
  windowBar: 'light-dark(#e9eef5, #25282e)',
  sidebar: 'light-dark(#ffffff, #202227)',
  card: 'light-dark(#ffffff, #24272d)',
  cardBorder: 'light-dark(#e3e8ef, #30343b)',
  gridLine: 'light-dark(#eef1f5, #2c3037)',
  heading: 'light-dark(#10233f, #eef2f7)',
  text: 'light-dark(#2b3a4f, #d5dbe4)',
  label: 'light-dark(#6b7a90, #8d97a6)',
  faint: 'light-dark(#8d97a6, #6b7585)',
  title: 'light-dark(#5c6b80, #9aa5b5)',
  navDot: 'light-dark(#b8c4d4, #4a505a)',
  exposure: 'light-dark(#c6d3e6, #3b4350)',
  brand: '#317ddf',
  gain: '#12a37f',
  hedgeLine: '#2dd4bf',
} as const;
