import {
  type Mutation,
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { isApiError, isPermanentFailure } from "./api-error";
import { isOnline, subscribeOnline } from "./connection";
import { meKeys } from "./query-keys";

// The query cache is online when the server answers (lib/connection.ts), not merely when the
// browser has a network: reads wait on one bar of signal instead of failing one by one.
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return subscribeOnline(setOnline);
});

/**
 * What a mutation changes in the cache, declared in its `meta` and carried out here, so every
 * API file says it the same way. Edits to part of a cached value (one card of a list) stay in
 * the mutation's own `onSuccess`.
 */
export type CacheEffects = {
  /** The mutation's answer is the new value cached under this key. */
  updates?: QueryKey;
  /**
   * Cached answers the mutation makes out of date, each with every key below it. They are
   * refreshed after a refusal too: a 404 or 409 usually means the cache was already wrong.
   */
  invalidates?: readonly QueryKey[];
};

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: CacheEffects;
  }
}

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

/** A limited request waits this long at most before its one retry; longer waits are shown. */
const LONGEST_RATE_LIMIT_WAIT_S = 30;

/**
 * Refusals and unreadable answers will not change on retry, except a 429, which is tried once
 * more when the server said it would take requests again; network and 5xx failures get two
 * more tries.
 */
function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status === 429) {
    announceRateLimit(error);
    return failureCount < 1 && (error.retryAfterSeconds ?? 0) <= LONGEST_RATE_LIMIT_WAIT_S;
  }
  if (isPermanentFailure(error)) return false;
  return failureCount < 2;
}

function retryDelay(failureCount: number, error: unknown) {
  if (isApiError(error) && error.retryAfterSeconds) return error.retryAfterSeconds * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * A 429 says the person went faster than the server allows: a calm note with the wait the
 * server asked for (its own message), never a crash screen, and one note however many
 * requests were refused. Queries announce it as soon as they decide to wait (shouldRetry),
 * mutations when they fail.
 */
function announceRateLimit(error: unknown) {
  if (isApiError(error) && error.status === 429) {
    toast.warning(error.message, { id: "rate-limited" });
  }
}

const userIdOf = (data: unknown): string | null =>
  (data as { user?: { id?: string } } | null | undefined)?.user?.id ?? null;

/**
 * Drops every cached answer of the previous person when `/api/me` names someone else (or
 * nobody): on a shared phone another driver may sign in where the last one never signed out,
 * and answers restored from the saved cache must not show them the first one's work.
 */
function forgetPreviousPerson(queryClient: QueryClient) {
  let current: string | null = null;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" && event.type !== "added") return;
    if (event.query.queryKey.length !== 1 || event.query.queryKey[0] !== meKeys.all[0]) return;
    const next = userIdOf(event.query.state.data);
    if (next === current) return;
    const previous = current;
    current = next;
    if (previous === null) return;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKeys.all[0] });
  });
}

/**
 * The app's query client. Tests pass `retry: false` so a failing answer shows at once; the
 * rest is what the browser runs with.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}) {
  // A 401 from any call means the session ended (expired, signed out elsewhere, password
  // reset): re-check it, so the route guard sends the person to sign in instead of leaving
  // them on a screen whose every request now fails.
  const handleError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: meKeys.all, exact: true });
    }
  };
  const applyUpdate = (data: unknown, mutation: AnyMutation) => {
    const key = mutation.meta?.updates;
    if (key) queryClient.setQueryData(key, data);
  };
  const applyInvalidations = (mutation: AnyMutation) =>
    Promise.all(
      (mutation.meta?.invalidates ?? []).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({
      onError: (error) => {
        announceRateLimit(error);
        handleError(error);
      },
      onSuccess: (data, _variables, _context, mutation) => applyUpdate(data, mutation),
      onSettled: (_data, _error, _variables, _context, mutation) => applyInvalidations(mutation),
    }),
    defaultOptions: {
      queries: { retry: retry ? shouldRetry : false, retryDelay, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  forgetPreviousPerson(queryClient);
  return queryClient;
}
