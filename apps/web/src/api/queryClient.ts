import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './apiError.ts';

/** One cache for the whole app; sign-out clears it (spec 01 §4: cached users, companies, ...). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A refused or invalid request will not succeed by asking again; a flaky network might.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
