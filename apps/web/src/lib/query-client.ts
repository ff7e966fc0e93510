import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { isApiError } from "./api-client";
import { meQueryKey } from "./session";

/** A limited request waits this long at most before its one retry; longer waits are shown. */
const LONGEST_RATE_LIMIT_WAIT_S = 30;

/**
 * Client errors (4xx) will not change on retry, except a 429, which is tried once more when
 * the server said it would take requests again; network and 5xx failures get two more tries.
 */
function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status === 429) {
    announceRateLimit(error);
    return failureCount < 1 && (error.retryAfterSeconds ?? 0) <= LONGEST_RATE_LIMIT_WAIT_S;
  }
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

function retryDelay(failureCount: number, error: unknown) {
  if (isApiError(error) && error.retryAfterSeconds) return error.retryAfterSeconds * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * A 429 says the person went faster than the server allows: a calm note with the wait the
 * server asked for (its message: 'Too many requests, try again in N s.'), never a crash
 * screen, and one note however many requests were refused. Queries announce it as soon as
 * they decide to wait (shouldRetry), mutations when they fail.
 */
function announceRateLimit(error: unknown) {
  if (isApiError(error) && error.status === 429) {
    toast.warning(error.message, { id: "rate-limited" });
  }
}

export function createQueryClient() {
  // A 401 from any call means the session ended (expired, signed out elsewhere, password
  // reset): re-check it, so the route guard sends the person to sign in instead of leaving
  // them on a screen whose every request now fails.
  const handleError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({
      onError: (error) => {
        announceRateLimit(error);
        handleError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
