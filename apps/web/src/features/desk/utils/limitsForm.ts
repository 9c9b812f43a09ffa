import { type DeskLimits, TENOR_KEYS, type TenorBucket } from '@cobertura/contracts';
import { parseDecimal } from '../../../utils/parseDecimal.ts';
import type { LimitsInput } from '../api/deskApi.ts';

/** The limits form as typed: each figure as text, the credit lines by bank and tenor. */
export interface LimitsDraft {
  requestLimit: string;
  marginThreshold: string;
  lines: Record<string, string>;
  comment: string;
}

export const lineKey = (counterpartyId: number, tenor: TenorBucket) => `${counterpartyId}|${tenor}`;

/** A client's limits as the form starts: what is set now, every digit kept (a rounded figure would read as a change). */
export function limitsDraft(limits: DeskLimits): LimitsDraft {
  const lines: Record<string, string> = {};
  for (const bank of limits.counterparties) {
    for (const tenor of TENOR_KEYS) lines[lineKey(bank.id, tenor)] = String(bank.credit_lines[tenor] ?? 0);
  }
  return {
    requestLimit: String(limits.request_limit),
    marginThreshold: String(limits.margin_threshold_bps),
    lines,
    comment: '',
  };
}

/** The most a margin threshold can be: 10,000 bps, the whole notional (the contract's bound). */
const MAX_BPS = 10_000;

/**
 * What the supervisor changed, as the PUT sends it (only the figures that differ from `limits`), or
 * the names of the fields that do not read as an amount in range.
 */
export function limitsChanges(
  limits: DeskLimits,
  draft: LimitsDraft,
): { body: LimitsInput; invalid: string[]; isEmpty: boolean } {
  const invalid: string[] = [];
  const read = (text: string, name: string, max = Number.POSITIVE_INFINITY) => {
    const value = parseDecimal(text);
    if (value === undefined || value < 0 || value > max) invalid.push(name);
    return value;
  };
  const body: LimitsInput = {};
  const requestLimit = read(draft.requestLimit, 'request_limit');
  if (requestLimit !== undefined && requestLimit !== limits.request_limit) body.request_limit = requestLimit;
  const margin = read(draft.marginThreshold, 'margin_threshold_bps', MAX_BPS);
  if (margin !== undefined && margin !== limits.margin_threshold_bps) body.margin_threshold_bps = margin;
  const lines: NonNullable<LimitsInput['credit_lines']> = [];
  for (const bank of limits.counterparties) {
    for (const tenor of TENOR_KEYS) {
      const key = lineKey(bank.id, tenor);
      const amount = read(draft.lines[key] ?? '', key);
      if (amount !== undefined && amount !== (bank.credit_lines[tenor] ?? 0)) {
        lines.push({ counterparty_id: bank.id, tenor, amount });
      }
    }
  }
  if (lines.length > 0) body.credit_lines = lines;
  const isEmpty = Object.keys(body).length === 0;
  if (draft.comment.trim()) body.comment = draft.comment.trim();
  return { body, invalid, isEmpty };
}
