/**
 * The server's clock as this browser estimates it. Tokens carry the server's times (`iat`, `exp`),
 * so their expiry is judged against the server's clock: a computer whose clock runs ahead would
 * otherwise take every fresh token for expired and refresh forever.
 */
let offsetMs = 0;

/** The HTTP `Date` header counts whole seconds: the server's time lies somewhere in the next one. */
const HALF_SECOND_MS = 500;

/** Learns the offset from an answer's `Date` header; an answer without a readable one changes nothing. */
export function learnServerTime(dateHeader: string | null, receivedAtMs: number): void {
  const serverMs = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  if (Number.isFinite(serverMs)) offsetMs = serverMs + HALF_SECOND_MS - receivedAtMs;
}

/** Now on the server's clock, in epoch milliseconds. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Today on the server's clock as a local calendar day (YYYY-MM-DD): the day new rows and programs start. */
export function serverToday(): string {
  const now = new Date(serverNow());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
