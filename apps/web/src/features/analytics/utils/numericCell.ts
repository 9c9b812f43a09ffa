/** A table cell of figures: right-aligned, on one line, digits of equal width so columns line up. */
export const NUMERIC_CELL = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;
