import { type RequestSeed, ZRequestSeed } from './requestForm.ts';

/** The key of the location state a screen hands a request to the Hedge screen under. */
export const SEED_STATE_KEY = 'hedgeRequest';
/** The same request as a query parameter (JSON), for a link: `/hedge?request={...}`. */
export const SEED_PARAM = 'request';

/**
 * Where another screen sends a request for the treasurer to review and send: /hedge with the
 * request's terms in the location state (a schedule of 120 dates is too long for an address).
 */
export function hedgeRequestLink(seed: RequestSeed): { to: string; state: Record<string, unknown> } {
  return { to: '/hedge', state: { [SEED_STATE_KEY]: seed } };
}

/**
 * The request another screen handed over, from the location state or the query parameter; null when
 * there is none or it does not read as a request's terms (the form then opens empty).
 */
export function seedFromLocation(state: unknown, search: string): RequestSeed | null {
  let raw: unknown = (state as Record<string, unknown> | null | undefined)?.[SEED_STATE_KEY];
  if (raw === undefined) {
    const text = new URLSearchParams(search).get(SEED_PARAM);
    if (!text) return null;
    try {
      raw = JSON.parse(text);
    } catch {
      return null;
    }
  }
  const parsed = ZRequestSeed.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
