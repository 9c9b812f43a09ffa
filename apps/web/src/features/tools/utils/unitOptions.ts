import { convertPrice, UNIT_CONVERSIONS, type UnitConversion } from '@cobertura/finance/units';
import { fieldValue } from '../../../utils/parseDecimal.ts';
import { type Attempt, attempt } from './attempt.ts';
import type { ArgumentFields } from './libraryErrorText.ts';

const TABLE = UNIT_CONVERSIONS.filter((c) => c.commodity !== 'NONE');

/** The commodities of the library's conversion table, in its order. */
export const UNIT_COMMODITIES: readonly string[] = [...new Set(TABLE.map((c) => c.commodity))];

/** The quotations a commodity can be converted from. */
export function fromUnitsOf(commodity: string): string[] {
  return [...new Set(TABLE.filter((c) => c.commodity === commodity).map((c) => c.from))];
}

/** The quotations a commodity's `from` quotation converts to. */
export function toUnitsOf(commodity: string, from: string): string[] {
  return TABLE.filter((c) => c.commodity === commodity && c.from === from).map((c) => c.to);
}

/** The table's row (factor and convention) for a conversion, if listed. */
export function conversionOf(commodity: string, from: string, to: string): UnitConversion | undefined {
  return TABLE.find((c) => c.commodity === commodity && c.from === from && c.to === to);
}

/** Every row of a commodity (forward conversions and their reverses). */
export function conversionsOf(commodity: string): UnitConversion[] {
  return TABLE.filter((c) => c.commodity === commodity);
}

/** The converter's fields by the library's argument names. */
export const UNIT_ARGUMENTS: ArgumentFields<'value' | 'to'> = {
  price: { field: 'value', label: 'tools.units.value' },
  to: { field: 'to', label: 'tools.units.to' },
};

/** A price as typed, converted by the library (which checks it is a number and the conversion is listed). */
export function convertTyped(
  valueText: string,
  commodity: string,
  from: string,
  to: string,
): Attempt<number> {
  // Text that is not a number, or nothing, reaches the library as is and its error names the field.
  return attempt(() => convertPrice(fieldValue(valueText) as number, commodity, from, to));
}
