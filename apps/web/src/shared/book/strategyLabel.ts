import type { UNDERLYING_POSITIONS } from '@cobertura/contracts';
import type { TFunction } from 'i18next';

/**
 * A strategy of the catalogue by its catalogue name ("ZERO-COST COLLAR") in the user's words, as a
 * label: "Zero-cost collar", "Collar de costo cero". A name without a translation keeps its spelling.
 */
export function strategyLabel(name: string, t: TFunction): string {
  const words = t(`hedgeStrategies.names.${name}`, { defaultValue: name });
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/**
 * A hedge's strategy of the catalogue as a row holds it (a position word, then the catalogue's name:
 * "LONG COLLAR") in the user's words: "Long collar", "Compra de collar". A catalogue name without a
 * translation keeps the catalogue's spelling.
 */
export function heldStrategyLabel(
  position: (typeof UNDERLYING_POSITIONS)[number],
  name: string,
  t: TFunction,
): string {
  const strategy = t(`hedgeStrategies.names.${name}`, { defaultValue: name });
  return t(`hedgeStrategies.held.${position}`, { strategy });
}
