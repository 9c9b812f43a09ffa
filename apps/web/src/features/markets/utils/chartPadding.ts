/** Spec 02 §9: a chart's min and max are padded 5 %, its y-axis 10 % of the range. */
export const MIN_MAX_PADDING = 0.05;
export const AXIS_RANGE_PADDING = 0.1;

export interface Range {
  min: number;
  max: number;
}

/** Smallest and largest finite value, or null when there is none. */
export function extent(values: Iterable<number | null | undefined>): Range | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value === null || value === undefined || !Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min <= max ? { min, max } : null;
}

/**
 * The y-axis of a chart: the data's range widened by 10 % of itself on each side; a flat series
 * (no range) is widened by 5 % of its level, so that it is not drawn on the frame.
 */
export function paddedAxis(values: Iterable<number | null | undefined>): Range | null {
  const range = extent(values);
  if (!range) return null;
  const width = range.max - range.min;
  if (width === 0) return paddedMinMax(range);
  return { min: range.min - AXIS_RANGE_PADDING * width, max: range.max + AXIS_RANGE_PADDING * width };
}

/** Min and max each moved 5 % of their own size away from the data (a level, not a range). */
export function paddedMinMax({ min, max }: Range): Range {
  const pad = (value: number) => Math.abs(value) * MIN_MAX_PADDING || MIN_MAX_PADDING;
  return { min: min - pad(min), max: max + pad(max) };
}

/**
 * The margin (share of a pane's height) that leaves `padding` of the data's range above and below
 * it: lightweight-charts measures margins on the pane, the spec on the range.
 */
export function scaleMarginFor(padding = AXIS_RANGE_PADDING): number {
  return padding / (1 + 2 * padding);
}
