import { messages } from "@haulwise/domain";
import { onlineManager, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OfflineNotice } from "@/components/offline-notice";
import { serverAnswered, serverUnreachable } from "./connection";
import { createQueryClient } from "./query-client";
import { jobKeys } from "./query-keys";

/** A read whose request never gets an answer, as the API client reports it. */
function Jobs() {
  const jobs = useQuery({
    queryKey: jobKeys.list("assigned"),
    queryFn: () => {
      serverUnreachable(() => Promise.resolve());
      return Promise.reject(new TypeError("Failed to fetch"));
    },
  });
  return <p>{jobs.isError ? "failed" : jobs.data ? "kept jobs" : "loading"}</p>;
}

describe("one bar of signal", () => {
  it("keeps what the phone had and says it is offline, until the server answers again", async () => {
    // The browser still says it is online: only the failing request tells otherwise.
    const queryClient = createQueryClient();
    queryClient.setQueryData(jobKeys.list("assigned"), [{ id: "j1" }]);
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

    act(() => serverAnswered());
    expect(screen.queryByText(messages.offline.notice)).toBeNull();
    expect(onlineManager.isOnline()).toBe(true);
  }, 15_000);
});
