import { messages } from "@haulwise/domain";
import { MutationObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { ApiError } from "./api-error";
import { createQueryClient } from "./query-client";
import { jobKeys, meKeys } from "./query-keys";

function run(
  queryClient: ReturnType<typeof createQueryClient>,
  mutationFn: () => Promise<unknown>,
  meta: ConstructorParameters<typeof MutationObserver>[1]["meta"],
) {
  return new MutationObserver(queryClient, { mutationFn, meta }).mutate().catch(() => undefined);
}

describe("mutations' cache effects", () => {
  it("caches the answer under `updates` and refreshes `invalidates`", async () => {
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(jobKeys.view("j1"), { title: "Old" });
    await run(queryClient, async () => ({ title: "New" }), {
      updates: jobKeys.detail("j1"),
      invalidates: [jobKeys.record("j1")],
    });
    expect(queryClient.getQueryData(jobKeys.detail("j1"))).toEqual({ title: "New" });
    expect(queryClient.getQueryState(jobKeys.view("j1"))?.isInvalidated).toBe(true);
  });

  it("refreshes `invalidates` after a refusal too, and caches nothing", async () => {
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(jobKeys.list("available"), []);
    await run(
      queryClient,
      async () => {
        throw new ApiError(409, "CONFLICT", "Your request is already waiting");
      },
      { updates: jobKeys.detail("j1"), invalidates: [jobKeys.list("available")] },
    );
    expect(queryClient.getQueryState(jobKeys.list("available"))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(jobKeys.detail("j1"))).toBeUndefined();
  });

  it("checks the session again when a call answers 401", async () => {
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(meKeys.all, null);
    await run(
      queryClient,
      async () => {
        throw new ApiError(401, "UNAUTHENTICATED", "Sign in again");
      },
      undefined,
    );
    expect(queryClient.getQueryState(meKeys.all)?.isInvalidated).toBe(true);
  });
});

describe("another person signing in", () => {
  it("drops everything cached for the previous one", () => {
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(meKeys.all, { user: { id: "ada" } });
    queryClient.setQueryData(jobKeys.list("assigned"), [{ id: "ada's job" }]);
    // The same person again (a refetch) keeps the cache.
    queryClient.setQueryData(meKeys.all, { user: { id: "ada" } });
    expect(queryClient.getQueryData(jobKeys.list("assigned"))).toHaveLength(1);

    queryClient.setQueryData(meKeys.all, { user: { id: "bo" } });
    expect(queryClient.getQueryData(jobKeys.list("assigned"))).toBeUndefined();
    expect(queryClient.getQueryData(meKeys.all)).toEqual({ user: { id: "bo" } });
  });
});

const limited = (seconds: number) =>
  new ApiError(429, "RATE_LIMITED", messages.http.tooManyRequests(seconds), [], seconds);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a request the server refused with 429", () => {
  it("is announced calmly at once and tried again when the server said", async () => {
    vi.useFakeTimers();
    const warning = vi.spyOn(toast, "warning");
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(limited(3))
      .mockResolvedValueOnce("jobs");
    const result = createQueryClient().fetchQuery({ queryKey: jobKeys.lists(), queryFn });

    await vi.advanceTimersByTimeAsync(0);
    expect(warning).toHaveBeenCalledWith(messages.http.tooManyRequests(3), {
      id: "rate-limited",
    });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe("jobs");
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it("is not retried when the wait is long; the screen shows the message", async () => {
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(limited(120));
    const result = createQueryClient().fetchQuery({ queryKey: jobKeys.lists(), queryFn });
    await expect(result).rejects.toMatchObject({ status: 429, retryAfterSeconds: 120 });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
