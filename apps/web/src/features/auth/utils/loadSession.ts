import type { User } from '@cobertura/contracts';
import { api } from '../../../api/endpoints.ts';
import { queryKeys } from '../../../api/queries.ts';
import { storeTokens } from '../../../api/tokens.ts';
import { queryClient } from '../../../app/queryClient.ts';
import { resetSignOutTarget } from '../../../app/session.ts';
import { isConsentPending } from '../../../app/shell/utils/access.ts';

/**
 * After sign-in: keep the token pair, load the user, then the reference data the shell needs
 * (spec 01 §7: companies, currencies, commodities, routes, countries). A failed reference call is
 * logged and the screens continue with empty data (spec 01 §8). Returns where to go next.
 */
export async function startSession(pair: { access: string; refresh: string }): Promise<string> {
  resetSignOutTarget();
  storeTokens(pair);
  const user = await queryClient.fetchQuery({ queryKey: queryKeys.user, queryFn: api.user });
  if (isConsentPending(user)) return '/edit-user';
  await loadReferenceData(user);
  return '/';
}

async function loadReferenceData(user: User): Promise<void> {
  const results = await Promise.allSettled([
    queryClient.prefetchQuery({
      queryKey: queryKeys.userRoutes(user.platform_role),
      queryFn: () => api.userRoutes(user.platform_role),
    }),
    queryClient.prefetchQuery({
      queryKey: queryKeys.companies(user.pk_idusers),
      queryFn: () => api.companies(user.pk_idusers),
    }),
    queryClient.prefetchQuery({ queryKey: queryKeys.currencies, queryFn: api.currencies }),
    queryClient.prefetchQuery({ queryKey: queryKeys.commodities, queryFn: api.commodities }),
    queryClient.prefetchQuery({ queryKey: queryKeys.countries, queryFn: api.countries }),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Reference data failed to load', result.reason);
  }
}
