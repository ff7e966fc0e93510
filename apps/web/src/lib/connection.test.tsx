import { messages } from "@haulwise/domain";
import { onlineManager, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { OfflineNotice } from "@/components/offline-notice";
import { api } from "./api-client";
import { createQueryClient } from "./query-client";

afterEach(() => {
  vi.restoreAllMocks();
});

function Jobs() {
  const jobs = useQuery({
    queryKey: ["jobs"],
    queryFn: () => api.get("/api/driver/jobs", z.unknown()),
  });
  return <p>{jobs.isError ? "failed" : jobs.data ? "kept jobs" : "loading"}</p>;
}

describe("one bar of signal", () => {
  it("keeps what the phone had and says it is offline, until the server answers again", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    // The browser still says it is online: only the failing requests tell otherwise.
    const queryClient = createQueryClient();
    queryClient.setQueryData(["jobs"], [{ id: "j1" }]);
    void queryClient.invalidateQueries({ refetchType: "none" });
    render(
      <QueryClientProvider client={queryClient}>
        <OfflineNotice />
        <Jobs />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(messages.offline.notice)).toBeVisible();
    expect(onlineManager.isOnline()).toBe(false);
    // Past the retries a failed read would have used up: it waits instead of failing.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(screen.getByText("kept jobs")).toBeVisible();

    fetch.mockResolvedValue(
      new Response(JSON.stringify({ ok: true }), {
        headers: { "content-type": "application/json" },
      }),
    );
    await api.get("/api/session", z.unknown());
    await vi.waitFor(() => expect(screen.queryByText(messages.offline.notice)).toBeNull());
    expect(onlineManager.isOnline()).toBe(true);
  }, 15_000);
});
