/**
 * The blotter's columns: what belongs together shares a cell of two lines (a request's reference over
 * its state, the client over the portfolio, the asset over side and strategy, the amount over what is
 * filled, the limit rate over the time left of the window (the order's two limits), the mid over fair
 * value, the best quote's bank over its price and margin), so that every column fits beside the side
 * navigation on a 1280-pixel screen, scroll bar included. `labels` are the header's lines (keys of
 * `desk.blotter.columns`). The widths in pixels are fixed, so a windowed body lines up with its header
 * whichever rows are drawn: they are the least each column takes (figures whole, names may end in an
 * ellipsis), and a wider screen shares what is left among them in proportion. `isFigure` columns
 * align right.
 */
export const BLOTTER_COLUMNS = [
  { key: 'request', labels: ['reference', 'state'], width: 124 },
  { key: 'client', labels: ['client', 'portfolio'], width: 130 },
  { key: 'instrument', labels: ['asset', 'sideStrategy'], width: 128 },
  { key: 'amount', labels: ['amount', 'filled'], width: 137, isFigure: true },
  { key: 'limits', labels: ['limitRate', 'timeLeft'], width: 98, isFigure: true },
  { key: 'market', labels: ['mid', 'fairValue'], width: 160, isFigure: true },
  { key: 'bestQuote', labels: ['bestQuote', 'priceMargin'], width: 178 },
] as const;

export type BlotterColumn = (typeof BLOTTER_COLUMNS)[number]['key'];

/** The table's least width: narrower screens scroll it sideways, wider ones stretch it. */
export const BLOTTER_WIDTH = BLOTTER_COLUMNS.reduce((sum, column) => sum + column.width, 0);

/** Every row's height in pixels, two lines (the stylesheet's `.row`): the windowing counts rows by it. */
export const ROW_HEIGHT = 48;

/** Rows drawn beyond each edge of the view, so a quick scroll does not show blank lines. */
export const OVERSCAN = 10;
