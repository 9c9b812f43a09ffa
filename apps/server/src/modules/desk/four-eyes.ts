import { DESK_CURRENCY, type TenorBucket } from '@cobertura/contracts';
import type { BreachFound } from './desk-request-view.ts';
import { amountText, bpsText, withUnit } from './trade-text.ts';

/** What four eyes weighs an execution against: the client's limits and the bank's credit line. */
export interface FourEyesCase {
  /** The fill in the desk's currency. */
  deskAmount: number;
  /** The client's limits; undefined when never set (they read 0: everything needs a supervisor). */
  limits: { requestLimit: number; marginThresholdBps: number } | undefined;
  /** The quote's margin over fair value, basis points (> 0 costs the client). */
  marginBps: number;
  bank: string;
  /** The tenor bucket of the fill's last value date. */
  tenor: TenorBucket;
  /** The bank's line in that bucket, desk currency; undefined when none is set (0). */
  line: number | undefined;
  /** What the bank's unsettled trades already use of that line. */
  used: number;
}

const usd = (value: number) => withUnit(amountText(value), DESK_CURRENCY);

/**
 * The limits an execution goes over, each with what is over what (and its currency): the client's
 * request limit (the fill in the desk's currency above it), the bank's credit line in the tenor of
 * the fill's last value date (what it uses plus the fill above the line), the client's margin
 * threshold (the quote's margin above it). None: the trader executes alone.
 */
export function findBreaches(c: FourEyesCase): BreachFound[] {
  const breaches: BreachFound[] = [];
  const requestLimit = c.limits?.requestLimit ?? 0;
  if (c.deskAmount > requestLimit)
    breaches.push({
      kind: 'client_limit',
      detail: `The fill, ${usd(c.deskAmount)}, is over the client's limit of ${usd(requestLimit)}.`,
      limit: requestLimit,
      value: c.deskAmount,
    });
  const line = c.line ?? 0;
  if (c.used + c.deskAmount > line)
    breaches.push({
      kind: 'credit_line',
      detail: `${c.bank}'s ${c.tenor} line of ${usd(line)} would carry ${usd(c.used + c.deskAmount)} (${usd(c.used)} used before this fill).`,
      limit: line,
      value: c.used + c.deskAmount,
    });
  const threshold = c.limits?.marginThresholdBps ?? 0;
  if (c.marginBps > threshold)
    breaches.push({
      kind: 'margin',
      detail: `${c.bank}'s margin of ${bpsText(c.marginBps)} is over the client's threshold of ${bpsText(threshold)}.`,
      limit: threshold,
      value: c.marginBps,
    });
  return breaches;
}
