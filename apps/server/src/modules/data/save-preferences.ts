import { PREFERENCE_GROUPS, type TSavePreferencesRequest, type UserPreferences } from '@cobertura/contracts';
import { forbidden } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { upsertPreferences } from './preferences.queries.ts';
import { readPreferences } from './read-preferences.ts';

/** `save_custom_overview`: the groups sent replace the caller's stored ones; the others stay. */
export async function savePreferences(
  services: Services,
  caller: Caller,
  request: TSavePreferencesRequest,
): Promise<UserPreferences> {
  if (request.user_id !== undefined && request.user_id !== caller.id) {
    throw forbidden('You may only save your own preferences.');
  }
  const current = await readPreferences(services, caller);
  const given = Object.fromEntries(
    PREFERENCE_GROUPS.filter((g) => request[g] !== undefined).map((g) => [g, request[g]]),
  );
  const next = { ...current, ...given } as UserPreferences;
  await upsertPreferences(services, caller.id, next);
  return next;
}
