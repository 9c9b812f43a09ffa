import type { User } from '@cobertura/contracts';
import { queryClient } from '../../../api/queryClient.ts';
import { storeTokens } from '../../../api/tokens.ts';
import { recordActivity } from '../../../api/userActivity.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { isConsentPending } from '../../../shared/session/access.ts';
import { resetSignOutTarget } from '../../../shared/session/session.ts';
import { userApi } from '../../../shared/session/userApi.ts';
import { userQuery } from '../../../shared/session/userQuery.ts';

/**
 * After sign-in: keep the token pair, load the user, then the reference data the shell needs
 * (spec 01 §7: companies, currencies, commodities, routes, countries). A failed reference call is
 * logged and the screens continue with empty data (spec 01 §8). Returns where to go next.
 */
export async function startSession(pair: { access: string; refresh: string }): Promise<string> {
  resetSignOutTarget();
  // Signing in is the user's act: the idle hour starts now, not at the last session's end.
  recordActivity();
  storeTokens(pair);
  const user = await queryClient.fetchQuery(userQuery());
  if (isConsentPending(user)) return '/edit-user';
  // Staff may be required to turn two-factor sign-in on before anything else (STAFF_REQUIRE_2FA).
  if (user.is_staff && !user.two_factor && (await userApi.twoFactor().catch(() => null))?.required) {
    return '/profile';
  }
  await loadReferenceData(user);
  return '/';
}

async function loadReferenceData(user: User): Promise<void> {
  // fetchQuery, not prefetchQuery: a failure must reach the log below.
  const results = await Promise.allSettled([
    queryClient.fetchQuery(referenceQueries.userRoutes(user.platform_role)),
    queryClient.fetchQuery(referenceQueries.companies(user.pk_idusers)),
    queryClient.fetchQuery(referenceQueries.currencies()),
    queryClient.fetchQuery(referenceQueries.commodities()),
    queryClient.fetchQuery(referenceQueries.countries()),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Reference data failed to load', result.reason);
  }
}
