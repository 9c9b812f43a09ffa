import { idleHeader } from './userActivity.ts';

/**
 * GET calls sent by main.tsx before the app's scripts have arrived (on a phone's link they take a
 * second or more), each answer handed once to the first identical call of the API client: the data
 * and the code then arrive together instead of one round trip after the other.
 */
interface EarlyAnswer {
  response: Response;
  /** When the answer arrived, for the server's clock (its `Date` header). */
  receivedAtMs: number;
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * An answer the app has not taken by then is dropped: it was for the screen the app opened on, and a
 * later screen asking the same (the user left that screen, or could not open it) wants today's data.
 */
const TAKEN_WITHIN_MS = 60_000;

const pending = new Map<string, { answer: Promise<EarlyAnswer>; sentAtMs: number }>();

const keyOf = (url: string, token: string) => `${token} ${url}`;

/** Sends a signed-in GET now; a network failure is left to the call that takes it. */
export function requestEarly(url: string, token: string): void {
  const answer = fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...idleHeader() },
  }).then(async (response) => {
    const receivedAtMs = Date.now();
    // The body is read at once: an answer nobody takes (the consent gate shows no navigation)
    // would otherwise leave its request open for as long as the page lives.
    const { status, statusText, headers } = response;
    const body = NULL_BODY_STATUSES.has(status) ? null : await response.blob();
    return { response: new Response(body, { status, statusText, headers }), receivedAtMs };
  });
  // Nobody may take it (the app goes elsewhere): an unhandled failure would be reported.
  answer.catch(() => undefined);
  pending.set(keyOf(url, token), { answer, sentAtMs: Date.now() });
}

/** The early answer to this GET with this token, once; null when none was sent, or it is too old. */
export function takeEarlyAnswer(url: string, token: string): Promise<EarlyAnswer> | null {
  const key = keyOf(url, token);
  const early = pending.get(key);
  if (!early) return null;
  pending.delete(key);
  return Date.now() - early.sentAtMs <= TAKEN_WITHIN_MS ? early.answer : null;
}
