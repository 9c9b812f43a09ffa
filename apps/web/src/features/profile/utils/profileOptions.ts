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
