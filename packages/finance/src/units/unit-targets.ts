/**
 * The quotations a commodity's prices and quantities can be shown in, and the scale to one of them:
 * the commodity's own quotation and every conversion of the table from it. A commodity matches the
 * table's name exactly or as its family (CPO MAL USD is a CPO).
 */
import { ensure } from '../check.ts';
import { conversionFactor, convertQuantity, norm, normUnit, UNIT_CONVERSIONS } from './conversions.ts';

const sameQuotation = (a: string, b: string) => normUnit(a) === normUnit(b);

/** The table's name for a commodity: its own name, else its family (the table's name it starts with). */
function tableName(commodity: string): string | undefined {
  const name = norm(commodity);
  const names = new Set(UNIT_CONVERSIONS.map((c) => c.commodity));
  if (names.has(name)) return name;
  return [...names].find((family) => name.startsWith(`${family} `));
}

/** The quotations `commodity` quoted in `quotation` converts to, its own first. */
export function unitTargets(commodity: string, quotation: string): string[] {
  const name = tableName(commodity);
  const targets = UNIT_CONVERSIONS.filter(
    (c) => c.commodity === name && sameQuotation(c.from, quotation),
  ).map((c) => c.to);
  return [quotation, ...targets];
}

/**
 * What a quantity and a price of `commodity` quoted in `from` are multiplied by to read in `to`:
 * 1000 bbl of BRENT are 136.4 mt (quantity 1/7.33) and 80 USD/bbl is 586.4 USD/mt (price 7.33).
 * @throws FinanceError UNSUPPORTED when `to` is not one of {@link unitTargets}.
 */
export function unitScale(commodity: string, from: string, to: string): { quantity: number; price: number } {
  if (sameQuotation(from, to)) return { quantity: 1, price: 1 };
  const name = tableName(commodity);
  ensure(name !== undefined, () => `no conversion for ${commodity} from ${from} to ${to}`, 'UNSUPPORTED', {
    argument: 'to',
    issue: { kind: 'rule', rule: 'noConversion' },
  });
  return { quantity: convertQuantity(1, name, from, to), price: conversionFactor(name, from, to) };
}
