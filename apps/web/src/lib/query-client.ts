import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError, isPermanentFailure } from "./api-error";
import { meKeys } from "./query-keys";

/** Refusals and unreadable answers will not change on retry; network and 5xx failures get two more tries. */
function shouldRetry(failureCount: number, error: unknown) {
  if (isPermanentFailure(error)) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  // A 401 from any call means the session ended (expired, signed out elsewhere, password
  // reset): re-check it, so the route guard sends the person to sign in instead of leaving
  // them on a screen whose every request now fails.
  const handleError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: meKeys.all, exact: true });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
