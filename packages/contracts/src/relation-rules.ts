import { hedgeDirection, type OffsetInstrument, offsetSign } from '@cobertura/finance/hedging';
import { addDays, addMonths, type IsoDate, isIsoDate } from '@cobertura/finance/time';
import { type CurrencyExposureType, DERIVATIVES, EXPOSURE_TYPE_TERMS } from './book-terms.ts';

/**
 * The rules of relation links that the Relations sheet applies as the user types and the server
 * applies on save: how far links go beyond what a row holds, and which hedges can cover an exposure.
 */

/** Sums of decimal amounts read as JSON numbers may be off in their last bits: this share of a limit is not "more". */
export const LINK_SUM_TOLERANCE = 1e-9;

/** How far the links of a row go beyond its amount, and whether a save is refused for it. */
export interface LinkExcess {
  /** What the links hold beyond the row's amount, in its units; 0 when they fit. */
  over: number;
  /** A save is refused only where it makes the total grow: lowering or removing a link is always allowed. */
  isRefused: boolean;
}

/**
 * The one over-cover rule (decision "Limits of relation links"): the links of an exposure may not
 * cover more than its amount, nor those of a hedge use more than its notional. `limit` is the
 * exposure's amount (or the hedge's notional), `saved` the total of its saved links, `proposed` the
 * total the save (or the draft) leaves; all in the row's units.
 */
export function linkExcess(limit: number, saved: number, proposed: number): LinkExcess {
  const isOver = proposed > limit * (1 + LINK_SUM_TOLERANCE);
  return { over: isOver ? proposed - limit : 0, isRefused: isOver && proposed > saved };
}

/**
 * How far from an exposure's date a hedge may count and still cover it: from one month before (a
 * hedge that settles in the month before the payment still funds it) to a week after (a fixing moved
 * past a payment by holidays and weekends, as hedge dates move to the next business day).
 */
export const COVER_WINDOW = { monthsBefore: 1, daysAfter: 7 } as const;

/** What {@link canCover} reads of an exposure: its type, its date (realized, else planned) and its units. */
export interface CoverExposure {
  type: string;
  date: string;
  unit: string;
}

/** What {@link canCover} reads of a hedge: its instrument and side, the day it counts on and its units. */
export interface CoverHedge {
  derivative: string;
  buy_sell: string;
  /** The exposure date it hedges (hedged_date), else its fixing date. */
  date: string;
  unit: string;
}

/**
 * The sign of what an exposure type holds, as the book signs exposures: −1 a payment or purchase, +1
 * a receipt or sale; undefined for a word the book does not know.
 */
function exposureSign(type: string): -1 | 1 | undefined {
  if (type === 'PURCHASE') return -1;
  if (type === 'SALE') return 1;
  const side = EXPOSURE_TYPE_TERMS[type as CurrencyExposureType]?.side;
  return side === undefined ? undefined : side === 'pay' ? -1 : 1;
}

/** The sign of the exposure a hedge offsets (the book's one offset rule), undefined for words it does not know. */
function offsetOf(hedge: CoverHedge): -1 | 1 | undefined {
  if (!(DERIVATIVES as readonly string[]).includes(hedge.derivative)) return undefined;
  try {
    return offsetSign(hedge.derivative as OffsetInstrument, hedgeDirection(hedge.buy_sell));
  } catch {
    return undefined;
  }
}

/** Whether a hedge's date falls in an exposure's {@link COVER_WINDOW}. */
function isInWindow(exposureDate: string, hedgeDate: string): boolean {
  if (!isIsoDate(exposureDate) || !isIsoDate(hedgeDate)) return false;
  const from = addMonths(exposureDate as IsoDate, -COVER_WINDOW.monthsBefore);
  const to = addDays(exposureDate as IsoDate, COVER_WINDOW.daysAfter);
  return hedgeDate >= from && hedgeDate <= to;
}

/**
 * Whether a hedge can cover an exposure (both of one portfolio and asset, as the Relations sheet
 * reads them): the hedge's notional is in the exposure's currency or unit; it offsets what the
 * exposure holds (a payable or purchase is offset by a position that acts as a purchase — a long
 * forward, future or call, a short put — a receivable or sale by one that acts as a sale); and it
 * counts within the exposure's {@link COVER_WINDOW}. An undated amount has no cash-flow date to
 * match, so any hedge of the right side may cover it.
 */
export function canCover(exposure: CoverExposure, hedge: CoverHedge): boolean {
  if (hedge.unit !== exposure.unit) return false;
  const sign = exposureSign(exposure.type);
  if (sign === undefined || offsetOf(hedge) !== sign) return false;
  const isUndated = EXPOSURE_TYPE_TERMS[exposure.type as CurrencyExposureType]?.bucket === 'undated';
  return isUndated || isInWindow(exposure.date, hedge.date);
}

/** Whether an exposure is past: its date (realized, else planned) is before today, so it is realized or settled, not a gap to cover. */
export function isPastExposure(exposure: Pick<CoverExposure, 'date'>, today: string): boolean {
  return exposure.date < today;
}
