/**
 * Choice lists of the profile form. The spec names the fields but not their values: we store short
 * stable keys and translate the labels (profile.options.*).
 */
export const SECTORS = [
  'agriculture',
  'food',
  'manufacturing',
  'energy',
  'mining',
  'retail',
  'transport',
  'services',
  'financial',
  'other',
] as const;

export const SALES_RANGES = ['lt1m', '1m-10m', '10m-50m', '50m-250m', 'gt250m'] as const;

export const FX_EXPOSURE_TYPES = ['importer', 'exporter', 'both'] as const;

export const COMMODITY_EXPOSURE_TYPES = ['producer', 'buyer', 'both'] as const;

/** Options for a Select: known keys translated, plus the stored value when it is not one of them. */
export function optionsWith(
  keys: readonly string[],
  label: (key: string) => string,
  current: string,
): { value: string; label: string }[] {
  const options = keys.map((key) => ({ value: key, label: label(key) }));
  if (current && !keys.includes(current)) options.push({ value: current, label: current });
  return options;
}
