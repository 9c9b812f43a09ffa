import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';

/**
 * Drops the caller's cached company list (`GET /api/companies`, kept 60 s), so that their next read
 * shows the portfolio they changed. Other members see it when their own copy expires.
 */
export function forgetCallerCompanies(services: Services, caller: Caller, companyId: number): Promise<void> {
  const ids = caller.companyIds.join(',');
  return services.cache.del(`companies:${ids}:*`, `companies:${ids}:${companyId}`);
}
