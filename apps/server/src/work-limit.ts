import { AppError } from './errors.ts';

/** A limit on the work one request may ask for, as its refusal names it. */
export interface WorkLimit {
  /** What is limited, as the sentence starts: 'A valuation'. */
  subject: string;
  /** What the subject does with the unit, 'hold' unless said: 'A simulation may draw at most …'. */
  verb?: string;
  /** The unit counted, plural: 'periods × groups'. */
  unit: string;
  limit: number;
  /** What the caller can change to fit: 'Choose a shorter range or a longer interval.' */
  advice: string;
  /** The request field the figure mostly grows with, for the error's per-field messages. */
  field?: string;
}

const figure = (n: number) => n.toLocaleString('en-US');

/**
 * Refuses, before any work starts, a request whose work (counted from its validated input) is over
 * the limit: WORK_LIMIT (400), the message naming the limit and the figure asked, e.g. "A valuation
 * may hold at most 20,000 periods × groups; this one asks for 27,063. Choose a shorter range or a
 * longer interval." `detail` says how the figure was counted (" (1,097 periods × 10,000 paths)").
 */
export function checkWorkLimit(asked: number, limit: WorkLimit, detail = ''): void {
  if (asked <= limit.limit) return;
  const message =
    `${limit.subject} may ${limit.verb ?? 'hold'} at most ${figure(limit.limit)} ${limit.unit}; ` +
    `this one asks for ${figure(asked)}${detail}. ${limit.advice}`;
  throw new AppError('WORK_LIMIT', message, limit.field ? { [limit.field]: [message] } : undefined);
}
