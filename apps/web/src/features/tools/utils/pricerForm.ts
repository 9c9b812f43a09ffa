import type { Side } from '@cobertura/finance/hedging';
import type { BarrierType, OptionType, Underlying } from '@cobertura/finance/pricing';
import { type KNOCKS, type MONITORINGS, PricingCaseSchema, parseRow } from '@cobertura/finance/product';
import type { TFunction } from 'i18next';
import { fieldValue } from '../../../utils/parseDecimal.ts';
import { fieldIssueText } from './fieldIssueText.ts';

type Monitoring = (typeof MONITORINGS)[number];
type Knock = (typeof KNOCKS)[number];

/** The pricing contract's kinds this form offers (an exchange future needs no pricer). */
export const PRICER_KINDS = ['forward', 'vanilla', 'barrier', 'double_barrier', 'asian', 'strategy'] as const;
export type PricerKind = (typeof PRICER_KINDS)[number];

/** The kinds a strategy leg may be in this form. */
export const LEG_KINDS = ['vanilla', 'barrier', 'forward'] as const;
export type LegKind = (typeof LEG_KINDS)[number];

/** One strategy leg as typed. */
export interface LegForm {
  kind: LegKind;
  optionType: OptionType;
  strike: string;
  /** Units of notional, negative when sold. */
  quantity: string;
  barrierType: BarrierType;
  barrier: string;
  /** Whether "solve zero-cost strike" moves this leg's strike. */
  isSolved: boolean;
}

/**
 * The pricer's fields exactly as typed (strings), so an invalid entry is never lost.
 * Rates and volatilities are typed in percent (6 = 6%); times in years, or as dates.
 */
export interface PricerForm {
  kind: PricerKind;
  underlying: Underlying;
  /** FX spot, or the futures price for a future. */
  spot: string;
  rDomestic: string;
  rForeign: string;
  vol: string;
  optionType: OptionType;
  strike: string;
  expiryMode: 'years' | 'date';
  expiryYears: string;
  valuationDate: string;
  expiryDate: string;
  barrierType: BarrierType;
  barrier: string;
  rebate: string;
  /** How a barrier (single or double) is watched: continuously, or once a day. */
  monitoring: Monitoring;
  /** Whether a double barrier knocks out (the usual) or in when touched. */
  knock: Knock;
  lowerBarrier: string;
  upperBarrier: string;
  fixings: string;
  fixingStartYears: string;
  isMonteCarlo: boolean;
  paths: string;
  seed: string;
  side: Side;
  legs: LegForm[];
  /** What the premium is shown for: an amount of the base currency, or of the future's unit. */
  notional: string;
  /** The pair's base and quote currencies (FX); the quote is the currency of every price. */
  base: string;
  quote: string;
  /** The unit a futures price is quoted per ('bbl' for USD/bbl). */
  futureUnit: string;
}

export const MAX_LEGS = 4;

export function emptyLeg(overrides: Partial<LegForm> = {}): LegForm {
  return {
    kind: 'vanilla',
    optionType: 'call',
    strike: '',
    quantity: '1',
    barrierType: 'downOut',
    barrier: '',
    isSolved: false,
    ...overrides,
  };
}

/**
 * The form's starting values: a half-year EUR/USD call, its spot, rates, volatility, strike and
 * barriers empty until the stored market fills them (`pricerMarketFields`).
 */
export function defaultPricerForm(today: string): PricerForm {
  return {
    kind: 'vanilla',
    underlying: 'fx',
    spot: '',
    rDomestic: '',
    rForeign: '',
    vol: '',
    optionType: 'call',
    strike: '',
    expiryMode: 'years',
    expiryYears: '0.5',
    valuationDate: today,
    expiryDate: '',
    barrierType: 'downOut',
    barrier: '',
    rebate: '0',
    monitoring: 'continuous',
    knock: 'out',
    lowerBarrier: '',
    upperBarrier: '',
    fixings: '12',
    fixingStartYears: '',
    isMonteCarlo: false,
    paths: '100000',
    seed: '42',
    side: 'buyer',
    legs: [emptyLeg()],
    notional: '1000000',
    base: 'EUR',
    quote: 'USD',
    futureUnit: 'bbl',
  };
}

/** A pricing case of the library's contract (`PricingCaseSchema`), as plain JSON not yet checked. */
export type PricingCaseDraft = Record<string, unknown>;

const PERCENT = 0.01;

function put(target: Record<string, unknown>, key: string, value: unknown): void {
  if (value !== undefined) target[key] = value;
}

/** A typed date as the contract expects it: trimmed, nothing when empty (the library names it). */
function textValue(text: string): string | undefined {
  return text.trim() === '' ? undefined : text.trim();
}

function legCase(leg: LegForm): Record<string, unknown> {
  const out: Record<string, unknown> = { kind: leg.kind };
  put(out, 'quantity', fieldValue(leg.quantity));
  put(out, 'strike', fieldValue(leg.strike));
  if (leg.kind !== 'forward') out.optionType = leg.optionType;
  if (leg.kind === 'barrier') {
    out.barrierType = leg.barrierType;
    put(out, 'barrier', fieldValue(leg.barrier));
  }
  return out;
}

/**
 * The pricing-contract case of the form (the finance library's `PricingCaseSchema`): only the fields
 * the kind uses, numbers where the text reads as one, percent turned into fractions. An expiry typed
 * as dates goes in the dated form (`valuationDate`, `expiryDate`), which the library resolves into a
 * year fraction. Nothing is checked here: every message comes from the library's parser.
 */
export function buildCase(form: PricerForm): PricingCaseDraft {
  const c: PricingCaseDraft = { id: 'tools', kind: form.kind, underlying: form.underlying };
  put(c, 'currency', textValue(form.quote));
  put(c, form.underlying === 'fx' ? 'spot' : 'forward', fieldValue(form.spot));
  put(c, 'rDomestic', fieldValue(form.rDomestic, PERCENT));
  if (form.underlying === 'fx') put(c, 'rForeign', fieldValue(form.rForeign, PERCENT));
  if (form.kind !== 'forward') put(c, 'vol', fieldValue(form.vol, PERCENT));
  if (form.expiryMode === 'years') {
    put(c, 'expiryYears', fieldValue(form.expiryYears));
  } else {
    put(c, 'valuationDate', textValue(form.valuationDate));
    put(c, 'expiryDate', textValue(form.expiryDate));
  }
  if (form.kind === 'strategy') {
    c.legs = form.legs.map(legCase);
  } else {
    put(c, 'strike', fieldValue(form.strike));
    if (form.kind !== 'forward') c.optionType = form.optionType;
  }
  if (form.kind === 'barrier') {
    c.barrierType = form.barrierType;
    put(c, 'barrier', fieldValue(form.barrier));
    put(c, 'rebate', fieldValue(form.rebate));
    c.monitoring = form.monitoring;
  }
  if (form.kind === 'double_barrier') {
    put(c, 'lowerBarrier', fieldValue(form.lowerBarrier));
    put(c, 'upperBarrier', fieldValue(form.upperBarrier));
    c.knock = form.knock;
    c.monitoring = form.monitoring;
  }
  if (form.kind === 'asian') {
    c.averaging = 'arithmetic';
    put(c, 'fixings', fieldValue(form.fixings));
    put(c, 'fixingStartYears', fieldValue(form.fixingStartYears));
    if (form.isMonteCarlo) {
      c.method = 'montecarlo';
      put(c, 'paths', fieldValue(form.paths));
      put(c, 'seed', fieldValue(form.seed));
    }
  }
  return c;
}

/**
 * The form field where a path of the case is typed: the price sits in `spot` for either underlying,
 * the currency in `quote`.
 */
function formFieldOf(field: string): string {
  const path = field.replace(/\[(\d+)\]/g, '.$1');
  if (path === 'forward') return 'spot';
  if (path === 'currency') return 'quote';
  return path === '' ? 'kind' : path;
}

/**
 * The form's errors by field (`legs.1.strike`), from the library's parser of the case the form
 * builds: the pricing contract's schema checks the form, and the issue it names is worded in the
 * user's language.
 */
export function pricerFormErrors(form: PricerForm, t: TFunction, lang: string): Record<string, string> {
  const row = parseRow(PricingCaseSchema, buildCase(form), 'case');
  if (row.ok) return {};
  const field = formFieldOf(row.field);
  return { [field]: fieldIssueText(field, row.issue, t, lang) };
}

/** The unit one price is for: the pair's base currency (FX) or the future's quotation unit. */
export function pricedUnitOf(form: Pick<PricerForm, 'underlying' | 'base' | 'futureUnit'>): string {
  return form.underlying === 'fx' ? form.base : form.futureUnit;
}

/** Whether the case is priced by simulation (and so off the main thread). */
export function isSimulated(form: PricerForm): boolean {
  return form.kind === 'asian' && form.isMonteCarlo;
}
