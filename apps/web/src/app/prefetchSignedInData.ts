import { isTokenExpired } from '../api/jwt.ts';
import { queryClient } from '../api/queryClient.ts';
import { serverNow } from '../api/serverClock.ts';
import { readTokens } from '../api/tokens.ts';
import { referenceQueries } from '../shared/reference/referenceQueries.ts';
import { isConsentPending } from '../shared/session/access.ts';
import { userQuery } from '../shared/session/userQuery.ts';

/** The id of the route that holds every signed-in screen (`routes.tsx`). */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/**
 * Opening a signed-in screen with a fresh token: ask for the user, then the navigation links of
 * their role, while the shell's and the screen's scripts are still on their way, instead of after
 * (on a phone's link each of those waits is a round trip before the screen shows). The shell's own
 * queries then find them under the same keys. An expired token is left to the shell, which
 * refreshes it first; a failure is the shell's to show, so it is not reported here.
 */
export function prefetchSignedInData(): void {
  const { access } = readTokens();
  if (!access || isTokenExpired(access, serverNow())) return;
  queryClient
    .fetchQuery(userQuery())
    .then((user) => {
      // A user at the consent gate has no navigation yet: asking would be refused.
      if (isConsentPending(user)) return;
      return queryClient.prefetchQuery(referenceQueries.userRoutes(user.platform_role));
    })
    .catch(() => undefined);
}
