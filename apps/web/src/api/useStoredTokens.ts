import { useSyncExternalStore } from 'react';
import { readTokens, type StoredTokens, subscribeTokens, tokensVersion } from './tokens.ts';

/** The stored tokens, re-read whenever they change (sign-in, refresh, sign-out, another tab). */
export function useStoredTokens(): StoredTokens {
  useSyncExternalStore(subscribeTokens, tokensVersion, tokensVersion);
  return readTokens();
}
