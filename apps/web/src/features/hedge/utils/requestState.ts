import { canMove, type RequestState } from '@cobertura/contracts';

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
