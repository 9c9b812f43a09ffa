import { canMove, type HedgeRequest, type RequestState } from '@cobertura/contracts';

/** What a request's badge says: its state, and "executed in part" when the fills fell short. */
export type StateBadgeKind = RequestState | 'executed_part';

export function badgeKind(request: Pick<HedgeRequest, 'state' | 'filled' | 'amount'>): StateBadgeKind {
  return request.state === 'executed' && request.filled < request.amount ? 'executed_part' : request.state;
}

/** Each badge's Mantine colour: open states cool, done green, refused red, lapsed grey or orange. */
export const BADGE_COLORS: Readonly<Record<StateBadgeKind, string>> = {
  draft: 'gray',
  submitted: 'blue',
  quoting: 'cyan',
  awaiting_approval: 'yellow',
  executed: 'green',
  executed_part: 'lime',
  rejected: 'red',
  expired: 'orange',
  cancelled: 'dark',
};

/** The treasurer may cancel until the request is executed (or otherwise ended). */
export const canCancel = (state: RequestState) => canMove(state, 'cancelled');

/** Whether the desk still works on it: its window's end is worth a countdown. */
export const isOpen = (state: RequestState) =>
  state === 'submitted' || state === 'quoting' || state === 'awaiting_approval';

/** What is left of a window, in whole days, hours and minutes; `isLate` once it has passed. */
export interface TimeLeft {
  isLate: boolean;
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE_MS = 60_000;

export function timeLeft(ends: string, nowMs: number): TimeLeft {
  const left = Date.parse(ends) - nowMs;
  const minutes = Math.floor(Math.abs(left) / MINUTE_MS);
  return {
    isLate: left < 0,
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}
