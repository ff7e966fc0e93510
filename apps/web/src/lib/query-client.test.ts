import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient } from "./query-client";

const limited = (seconds: number) =>
  new ApiError(429, "RATE_LIMITED", `Too many requests, try again in ${seconds} s.`, [], seconds);

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
    const result = createQueryClient().fetchQuery({ queryKey: ["jobs"], queryFn });

    await vi.advanceTimersByTimeAsync(0);
    expect(warning).toHaveBeenCalledWith("Too many requests, try again in 3 s.", {
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
    const result = createQueryClient().fetchQuery({ queryKey: ["jobs"], queryFn });
    await expect(result).rejects.toMatchObject({ status: 429, retryAfterSeconds: 120 });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
