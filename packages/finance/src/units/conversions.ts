/**
 * Commodity price-unit conversions (spec 02 §9 "Unit conversion factors").
 *
 * A conversion multiplies a price: price[to] = price[from] × factor; its reverse divides. The table
 * has 29 conversions, their 29 reverses and NONE (1): the spec's 59 factors. Each factor comes from
 * a stated convention (below) and is rounded to 7 significant digits, the spec's own precision
 * (22.04623), except where the spec publishes its own figure, kept so that stored prices convert as
 * before: 7.33 bbl/t for crude oil, 2204.6 lb/t for copper in USD/lb, and 0.3936825 for corn (the
 * spec's 39.36825 bu/t truncates 39.368261).
 * Reverses are exactly 1/factor.
 *
 * Conventions:
 * - 1 lb = 0.45359237 kg exactly (International Yard and Pound Agreement, 1959): 2204.622622 lb/t.
 * - 1 troy ounce = 31.1034768 g exactly: 32.15075 ozt/kg.
 * - 1 US gallon = 3.785411784 l exactly, 1 barrel = 42 US gallons = 158.987294928 l.
 * - Bushel weights (USDA / CME contract grades): corn 56 lb, wheat and soybeans 60 lb, oats 32 lb.
 * - 1 hundredweight (cwt, US) = 100 lb; 1 short ton = 2000 lb = 907.18474 kg.
 * - Crude oil: 7.33 bbl per tonne (spec; a density of about 0.858 t/m³, Brent-like).
 * - Gasoil / heating oil: 7.45 bbl/t (ICE Low Sulphur Gasoil contract conversion factor).
 * - Gasoline (RBOB): 8.45 bbl/t (density about 0.745 t/m³).
 * - 1 MMBtu = 1.055056 GJ (ISO 31 / NIST International Table Btu); 1 MWh = 3.6 GJ.
 * - USc (US cents) = 0.01 USD.
 */
import { ensure, requireFinite } from '../check.ts';

/** Pounds per metric tonne: 1000 / 0.45359237. */
export const LB_PER_TONNE = 1000 / 0.45359237;
/** Troy ounces per kilogram: 1000 / 31.1034768. */
export const TROY_OUNCES_PER_KG = 1000 / 31.1034768;
/** Litres per barrel: 42 × 3.785411784. */
export const LITRES_PER_BARREL = 42 * 3.785411784;
/** Gigajoules per MMBtu. */
export const GJ_PER_MMBTU = 1.055056;
/** The spec's barrels per tonne of crude oil. */
export const CRUDE_BARRELS_PER_TONNE = 7.33;

/** One conversion of the table. */
export interface UnitConversion {
  /** Commodity name as in the spec ('BRENT', 'COFFEE C'), or 'NONE'. */
  readonly commodity: string;
  /** Quotation converted from, 'currency/unit' (USc = US cents): 'USD/bbl', 'USc/lbs'. */
  readonly from: string;
  /** Quotation converted to. */
  readonly to: string;
  /** price[to] = price[from] × factor. */
  readonly factor: number;
  /** The convention the factor comes from, as a code (callers word it in their language). */
  readonly convention: UnitConvention;
  /** Whether this is the reverse of a listed conversion. */
  readonly reverse: boolean;
}

/** Rounds to 7 significant digits, the spec's precision. */
function sig7(x: number): number {
  return Number(x.toPrecision(7));
}

const CENTS_PER_LB_TO_USD_PER_T = sig7(LB_PER_TONNE / 100);

/**
 * The conventions behind the factors (the list above), as codes: a screen words them in its own
 * language, the library only names them.
 */
export const UNIT_CONVENTIONS = [
  'crudeBarrelsPerTonne',
  'litresPerBarrel',
  'gallonsPerBarrel',
  'gasoilGallonsPerTonne',
  'gasoilBarrelsPerTonne',
  'gasolineGallonsPerTonne',
  'mmbtuPerMwh',
  'mmbtuPerGj',
  'cornBushel',
  'bushel60',
  'bushel32',
  'hundredweight',
  'poundsAndCents',
  'shortTon',
  'copperPoundsPerTonne',
  'troyOunce',
  'poundsToCompareWithSoybeanOil',
  'none',
] as const;

/** One of {@link UNIT_CONVENTIONS}. */
export type UnitConvention = (typeof UNIT_CONVENTIONS)[number];

type Row = [commodity: string, from: string, to: string, factor: number, convention: UnitConvention];

const FORWARD: Row[] = [
  ['BRENT', 'USD/bbl', 'USD/mt', CRUDE_BARRELS_PER_TONNE, 'crudeBarrelsPerTonne'],
  ['WTI', 'USD/bbl', 'USD/mt', CRUDE_BARRELS_PER_TONNE, 'crudeBarrelsPerTonne'],
  ['BRENT', 'USD/bbl', 'USD/m3', sig7(1000 / LITRES_PER_BARREL), 'litresPerBarrel'],
  ['WTI', 'USD/bbl', 'USD/m3', sig7(1000 / LITRES_PER_BARREL), 'litresPerBarrel'],
  ['BRENT', 'USD/bbl', 'USc/gal', sig7(100 / 42), 'gallonsPerBarrel'],
  ['GASOIL', 'USc/gal', 'USD/mt', sig7((7.45 * 42) / 100), 'gasoilGallonsPerTonne'],
  ['GASOIL', 'USD/mt', 'USD/bbl', sig7(1 / 7.45), 'gasoilBarrelsPerTonne'],
  ['RBOB', 'USc/gal', 'USD/mt', sig7((8.45 * 42) / 100), 'gasolineGallonsPerTonne'],
  ['NATURAL GAS', 'USD/MMBtu', 'USD/MWh', sig7(3.6 / GJ_PER_MMBTU), 'mmbtuPerMwh'],
  ['NATURAL GAS', 'USD/MMBtu', 'USD/GJ', sig7(1 / GJ_PER_MMBTU), 'mmbtuPerGj'],
  ['CORN', 'USc/bu', 'USD/mt', 0.3936825, 'cornBushel'],
  ['WHEAT', 'USc/bu', 'USD/mt', sig7(LB_PER_TONNE / 60 / 100), 'bushel60'],
  ['SOYBEAN', 'USc/bu', 'USD/mt', sig7(LB_PER_TONNE / 60 / 100), 'bushel60'],
  ['OATS', 'USc/bu', 'USD/mt', sig7(LB_PER_TONNE / 32 / 100), 'bushel32'],
  ['ROUGH RICE', 'USD/cwt', 'USD/mt', sig7(LB_PER_TONNE / 100), 'hundredweight'],
  ['SOYBEAN OIL', 'USc/lbs', 'USD/mt', CENTS_PER_LB_TO_USD_PER_T, 'poundsAndCents'],
  ['SOYBEAN MEAL', 'USD/st', 'USD/mt', sig7(1000 / 907.18474), 'shortTon'],
  ['COFFEE C', 'USc/lbs', 'USD/mt', CENTS_PER_LB_TO_USD_PER_T, 'poundsAndCents'],
  ['SUGAR', 'USc/lbs', 'USD/mt', CENTS_PER_LB_TO_USD_PER_T, 'poundsAndCents'],
  ['COTTON', 'USc/lbs', 'USD/mt', CENTS_PER_LB_TO_USD_PER_T, 'poundsAndCents'],
  ['ORANGE JUICE', 'USc/lbs', 'USD/mt', CENTS_PER_LB_TO_USD_PER_T, 'poundsAndCents'],
  ['LIVE CATTLE', 'USc/lbs', 'USD/mt', CENTS_PER_LB_TO_USD_PER_T, 'poundsAndCents'],
  ['LEAN HOGS', 'USc/lbs', 'USD/mt', CENTS_PER_LB_TO_USD_PER_T, 'poundsAndCents'],
  ['COPPER', 'USD/lbs', 'USD/mt', 2204.6, 'copperPoundsPerTonne'],
  ['COPPER', 'USc/lbs', 'USD/mt', CENTS_PER_LB_TO_USD_PER_T, 'poundsAndCents'],
  ['GOLD', 'USD/ozt', 'USD/kg', sig7(TROY_OUNCES_PER_KG), 'troyOunce'],
  ['SILVER', 'USD/ozt', 'USD/kg', sig7(TROY_OUNCES_PER_KG), 'troyOunce'],
  ['CPO', 'USD/mt', 'USc/lbs', sig7(100 / LB_PER_TONNE), 'poundsToCompareWithSoybeanOil'],
  ['PKO', 'USD/mt', 'USc/lbs', sig7(100 / LB_PER_TONNE), 'poundsToCompareWithSoybeanOil'],
];

/** The full table: each conversion, then its reverse; NONE last. 59 entries. */
export const UNIT_CONVERSIONS: readonly UnitConversion[] = [
  ...FORWARD.flatMap(([commodity, from, to, factor, convention]) => [
    { commodity, from, to, factor, convention, reverse: false },
    {
      commodity,
      from: to,
      to: from,
      factor: 1 / factor,
      convention,
      reverse: true,
    },
  ]),
  { commodity: 'NONE', from: '', to: '', factor: 1, convention: 'none', reverse: false },
];

/** A name or quotation compared: trimmed, upper case, single spaces. */
export const norm = (s: string) => s.trim().toUpperCase().replace(/\s+/g, ' ');
/** A quotation compared: as {@link norm}, without spaces, 'lb' read as 'lbs'. */
export const normUnit = (s: string) => norm(s).replace(/LB$/, 'LBS').replace(/\s/g, '');

const BY_KEY = new Map(
  UNIT_CONVERSIONS.map((c) => [`${c.commodity}|${normUnit(c.from)}|${normUnit(c.to)}`, c]),
);

/**
 * The factor converting a commodity's price from one quotation to another (1 when they are equal or
 * the commodity is NONE). Matching ignores case, spaces and 'lb'/'lbs'.
 * @throws FinanceError UNSUPPORTED when the table has no such conversion.
 */
export function conversionFactor(commodity: string, from: string, to: string): number {
  if (norm(commodity) === 'NONE' || normUnit(from) === normUnit(to)) return 1;
  const c = BY_KEY.get(`${norm(commodity)}|${normUnit(from)}|${normUnit(to)}`);
  ensure(c !== undefined, () => `no conversion for ${commodity} from ${from} to ${to}`, 'UNSUPPORTED', {
    argument: 'to',
    issue: { kind: 'rule', rule: 'noConversion' },
  });
  return c.factor;
}

/**
 * A price converted between quotations: price × factor (a negative price is converted as any other).
 * @throws FinanceError INVALID_ARGUMENT when `price` is not a finite number; as {@link conversionFactor}.
 */
export function convertPrice(price: number, commodity: string, from: string, to: string): number {
  return requireFinite('price', price) * conversionFactor(commodity, from, to);
}

function currencyScale(quotation: string): number {
  return /^USC\//i.test(quotation.trim()) ? 0.01 : 1;
}

/**
 * A quantity converted between the physical units of two quotations (1000 bbl of BRENT in mt:
 * `convertQuantity(1000, 'BRENT', 'USD/bbl', 'USD/mt')` = 136.4 mt). The currency part (USD or USc)
 * only scales prices, so it is taken out: quantity × scale(from)/scale(to) / factor.
 * @throws as {@link conversionFactor}.
 */
export function convertQuantity(
  quantity: number,
  commodity: string,
  fromQuotation: string,
  toQuotation: string,
): number {
  const factor = conversionFactor(commodity, fromQuotation, toQuotation);
  return (quantity * (currencyScale(fromQuotation) / currencyScale(toQuotation))) / factor;
}
