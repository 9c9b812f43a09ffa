export type Messages = { [key: string]: string | Messages };

/**
 * One language's texts from its bundles: each feature owns the top-level sections of its screens
 * (`features/<area>/i18n/<lang>.json`); the shell's and the shared ones are in this folder. A section
 * claimed twice is a mistake that would silently hide one of them, so it throws.
 */
export function mergeBundles(bundles: readonly Messages[]): Messages {
  const merged: Messages = {};
  for (const bundle of bundles) {
    for (const [section, texts] of Object.entries(bundle)) {
      if (section in merged) throw new Error(`Translation section "${section}" is defined twice`);
      merged[section] = texts;
    }
  }
  return merged;
}
