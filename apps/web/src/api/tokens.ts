/**
 * The session's tokens in local storage (spec 01 §9): `token` holds the access token, and the pair is
 * also kept under `access` and `refresh`. Components subscribe through `subscribeTokens`.
 */
export const TOKEN_STORAGE_KEYS = { token: 'token', access: 'access', refresh: 'refresh' } as const;

export interface StoredTokens {
  access: string | null;
  refresh: string | null;
}

const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function readTokens(): StoredTokens {
  return {
    access: localStorage.getItem(TOKEN_STORAGE_KEYS.token) ?? localStorage.getItem(TOKEN_STORAGE_KEYS.access),
    refresh: localStorage.getItem(TOKEN_STORAGE_KEYS.refresh),
  };
}

export function storeTokens(pair: { access: string; refresh: string }): void {
  localStorage.setItem(TOKEN_STORAGE_KEYS.token, pair.access);
  localStorage.setItem(TOKEN_STORAGE_KEYS.access, pair.access);
  localStorage.setItem(TOKEN_STORAGE_KEYS.refresh, pair.refresh);
  notify();
}

export function clearTokens(): void {
  for (const key of Object.values(TOKEN_STORAGE_KEYS)) localStorage.removeItem(key);
  notify();
}

export function subscribeTokens(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(TOKEN_STORAGE_KEYS).includes(event.key)) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Changes whenever the stored tokens change; a snapshot for `useSyncExternalStore`. */
export function tokensVersion(): number {
  return version;
}
