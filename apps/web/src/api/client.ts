import { SESSION_LOSS_CODES } from '@cobertura/contracts';
import { ApiError, apiErrorFrom, networkError } from './apiError.ts';
import { takeEarlyAnswer } from './earlyRequests.ts';
import { isTokenExpired } from './jwt.ts';
import { learnServerTime, serverNow } from './serverClock.ts';
import { clearTokens, readTokens, storeTokens } from './tokens.ts';
import { idleHeader } from './userActivity.ts';

/** Refresh the access token when it expires within this margin, so a call never leaves with a dead one. */
export const REFRESH_MARGIN_MS = 30_000;

/**
 * What the app does when a signed-in call is refused (spec 01 §8), by the answer's code: `signout`
 * when the session is lost (SESSION_LOSS_CODES), `idle` when the idle hour ended it, `consent` for
 * CONSENT_REQUIRED / ACCOUNT_INACTIVE (the consent gate at /edit-user), `two-factor` for staff who
 * must turn it on first. Any other refusal, a 401 or 403 among them (a wrong code typed, four eyes),
 * is the step's: the screen says so and the user stays signed in.
 */
export type AuthFailure = 'signout' | 'idle' | 'consent' | 'two-factor';

const SESSION_LOSS: ReadonlySet<string> = new Set(SESSION_LOSS_CODES);

/** The session's fate in a refusal, or null when the refusal is only the step's. */
export function authFailureOf(error: ApiError): AuthFailure | null {
  if (error.code === 'SESSION_IDLE') return 'idle';
  if (SESSION_LOSS.has(error.code)) return 'signout';
  if (error.code === 'CONSENT_REQUIRED' || error.code === 'ACCOUNT_INACTIVE') return 'consent';
  if (error.code === 'TWO_FACTOR_ENROLMENT_REQUIRED') return 'two-factor';
  return null;
}

interface ClientConfig {
  now: () => number;
  fetch: typeof fetch;
  onAuthFailure: (kind: AuthFailure, error: ApiError) => void;
}

const config: ClientConfig = {
  now: serverNow,
  fetch: (...args) => globalThis.fetch(...args),
  onAuthFailure: () => {},
};

/** Lets the app (and tests) plug the clock, the transport and the sign-out reaction. */
export function configureApiClient(overrides: Partial<ClientConfig>): void {
  Object.assign(config, overrides);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON, or a form (multipart, a file upload) sent as it is. */
  body?: unknown;
  /** 'blob' reads a successful answer as a file to save (an export); errors are JSON still. */
  responseType?: 'json' | 'blob';
  /**
   * true (default): send the bearer token (refreshed when needed) and treat 401/403 as a session
   * failure. 'optional': send the stored token if there is one, never sign out. false: anonymous.
   */
  auth?: boolean | 'optional';
  signal?: AbortSignal;
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Every call goes through here, so each answer's `Date` header keeps the server's clock known and
 * each call says how long the user has been idle. A signed-in GET that main.tsx already sent takes
 * that answer.
 */
async function fetchFromServer(
  url: string,
  { headers, ...init }: RequestInit & { headers: Record<string, string> },
  token: string | null = null,
): Promise<Response> {
  const early = init.method === 'GET' && token ? takeEarlyAnswer(url, token) : null;
  if (early) {
    const { response, receivedAtMs } = await early;
    learnServerTime(response.headers.get('date'), receivedAtMs);
    // A refusal may no longer hold: the navigation asked for while consent was pending is refused,
    // and taken after consent it would send the user back to the gate. It is asked again.
    if (response.ok) return response;
  }
  const response = await config.fetch(url, { ...init, headers: { ...headers, ...idleHeader() } });
  learnServerTime(response.headers.get('date'), Date.now());
  return response;
}

/**
 * Exchanges the refresh token for a new pair once, however many calls ask at the same time.
 * Rejects when there is no refresh token or the server refuses it; what a refusal means for the
 * session is the caller's to tell the app (`authFailureOf`), which signs out where it is lost.
 */
export function refreshAccessToken(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = doRefresh().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/**
 * Tabs share the tokens, and the server revokes the whole session when an old refresh token is
 * reused; so refreshes are serialised across tabs (Web Locks) and a tab that waited first looks
 * whether another tab has already refreshed.
 */
async function doRefresh(): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshNow();
  const staleAccess = readTokens().access;
  return locks.request('cobertura-token-refresh', async () => {
    const { access } = readTokens();
    if (access && access !== staleAccess && !isTokenExpired(access, config.now(), REFRESH_MARGIN_MS)) {
      return access;
    }
    return refreshNow();
  });
}

async function refreshNow(): Promise<string> {
  const { refresh } = readTokens();
  if (!refresh) throw new ApiError(401, 'UNAUTHENTICATED', 'No refresh token');
  let response: Response;
  try {
    response = await fetchFromServer('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh }),
    });
  } catch (cause) {
    throw networkError(cause);
  }
  const body = await readBody(response);
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, body);
  const pair = body as { access?: unknown; refresh?: unknown };
  if (typeof pair.access !== 'string' || typeof pair.refresh !== 'string') {
    throw new ApiError(401, 'UNAUTHENTICATED', 'Malformed refresh answer');
  }
  // Signed out (here or in another tab) while the refresh was on its way: it must not sign back in.
  if (readTokens().refresh !== refresh) throw new ApiError(401, 'UNAUTHENTICATED', 'Signed out meanwhile');
  storeTokens({ access: pair.access, refresh: pair.refresh });
  return pair.access;
}

/** The access token to send now: refreshed first when it is expired or about to expire. */
export async function currentAccessToken(): Promise<string | null> {
  const { access, refresh } = readTokens();
  if (!access) return null;
  if (!isTokenExpired(access, config.now(), REFRESH_MARGIN_MS)) return access;
  if (!refresh) return access;
  return refreshAccessToken();
}

async function readBody(
  response: Response,
  responseType: RequestOptions['responseType'] = 'json',
): Promise<unknown> {
  if (response.status === 204) return null;
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/**
 * One JSON call to the API. Resolves with the parsed body (null for 204 No Content); rejects with an
 * ApiError carrying the server's {code, message, fields}. Signed-in calls refresh the token first
 * when needed and report 401/403 to the app (which signs out or opens the consent gate).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, auth = true, signal, responseType } = options;
  const isForm = body instanceof FormData;
  const send = async (token: string | null): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A form sets its own multipart type, with the boundary.
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (auth && token) headers.Authorization = `Bearer ${token}`;
    try {
      return await fetchFromServer(
        buildUrl(path, query),
        {
          method,
          headers,
          body: body === undefined || isForm ? (body as FormData | undefined) : JSON.stringify(body),
          signal,
        },
        auth ? token : null,
      );
    } catch (cause) {
      throw networkError(cause);
    }
  };

  /** Tells the app what a refusal of a signed-in call means for the session, when it means anything. */
  const refused = (error: unknown): ApiError => {
    const failure = error instanceof ApiError ? error : networkError(error);
    const kind = auth === true ? authFailureOf(failure) : null;
    if (kind) config.onAuthFailure(kind, failure);
    return failure;
  };

  let token: string | null = null;
  if (auth === 'optional') {
    // A public page stays as it is; a lost session's tokens are forgotten.
    token = await currentAccessToken().catch((error: unknown) => {
      if (error instanceof ApiError && SESSION_LOSS.has(error.code)) clearTokens();
      return null;
    });
  } else if (auth === true) {
    try {
      token = await currentAccessToken();
    } catch (error) {
      throw refused(error);
    }
  }

  let response = await send(token);
  let parsed = await readBody(response, responseType);

  // A token the server calls expired although our clock did not: refresh once and try again.
  if (auth === true && response.status === 401 && readTokens().refresh && isExpiredAnswer(parsed)) {
    try {
      token = await refreshAccessToken();
      response = await send(token);
      parsed = await readBody(response, responseType);
    } catch (error) {
      throw refused(error);
    }
  }

  if (response.ok) return parsed as T;
  throw refused(apiErrorFrom(response.status, response.statusText, parsed));
}

function isExpiredAnswer(body: unknown): boolean {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return code === 'TOKEN_EXPIRED';
}
