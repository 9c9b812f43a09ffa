import {
  dateOrderFor,
  type FigureDateOrder,
  type SheetLanguage,
  type UserPreferences,
  ZUserPreferences,
} from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectPreferences } from './preferences.queries.ts';

/**
 * The caller's preferences, every group filled with its defaults (spec 02 §3, §9); a group stored
 * by an older version of the contract that no longer parses falls back to its defaults.
 */
export async function readPreferences(
  services: Services,
  caller: Caller,
  userId?: number,
): Promise<UserPreferences> {
  if (userId !== undefined && userId !== caller.id) throw notFound('No such user.');
  const stored = (await selectPreferences(services, caller.id)) ?? {};
  const parsed = ZUserPreferences.safeParse(stored);
  if (parsed.success) return parsed.data;
  const groups = Object.fromEntries(
    Object.entries(stored).filter(
      ([group, value]) => ZUserPreferences.shape[group as keyof UserPreferences]?.safeParse(value).success,
    ),
  );
  return ZUserPreferences.parse(groups);
}

/** The order the caller's a/b/yyyy dates are read in: their setting (Profile), else their language's. */
export async function readDateOrder(
  services: Services,
  caller: Caller,
  language: SheetLanguage,
): Promise<FigureDateOrder> {
  return dateOrderFor((await readPreferences(services, caller)).date_order, language);
}
