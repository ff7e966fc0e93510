import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeJob, mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { AVAILABLE_JOBS_PAGE, AvailableJobs } from "./available-jobs";

// jsdom lays nothing out, so it has no scrolling either.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  vi.restoreAllMocks();
});

const openJobs = Array.from({ length: 45 }, (_, i) => ({
  ...makeJob({
    id: `j${i + 1}`,
    jobNumber: `J-${1001 + i}`,
    title: i === 22 ? "Riverside gravel haul" : `Open job ${i + 1}`,
    location: i === 22 ? "River bank" : "North pit",
  }),
  joinRequest: "none" as const,
}));

const cards = () =>
  within(screen.getByRole("list", { name: "Open jobs" }))
    .getAllByRole("listitem")
    .filter((item) => item.parentElement?.getAttribute("aria-label") === "Open jobs");

describe("Find Available Jobs", () => {
  it("shows a page of a company's 45 open jobs at a time, and finds one by search", async () => {
    mockApi({ "GET /api/driver/available-jobs": { status: 200, body: { jobs: openJobs } } });
    const { user } = renderRoute(<AvailableJobs />, { path: "/driver-jobs" });
    expect(await screen.findByText(`Showing ${AVAILABLE_JOBS_PAGE} of 45 open jobs`)).toBeVisible();
    expect(cards()).toHaveLength(AVAILABLE_JOBS_PAGE);

    await user.click(screen.getByRole("button", { name: "Show more jobs" }));
    expect(cards()).toHaveLength(2 * AVAILABLE_JOBS_PAGE);

    await user.type(
      screen.getByRole("searchbox", { name: "Search available jobs" }),
      "river{Enter}",
    );
    expect(await screen.findByText("Showing 1 of 1 open jobs")).toBeVisible();
    expect(cards()).toHaveLength(1);
    expect(
      within(cards()[0]!).getByRole("heading", { name: "Riverside gravel haul" }),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Show more jobs" })).toBeNull();
  });

  it("puts the job a search result pointed at first, wherever it is in the list", async () => {
    mockApi({ "GET /api/driver/available-jobs": { status: 200, body: { jobs: openJobs } } });
    renderRoute(<AvailableJobs highlightId="j40" />, { path: "/driver-jobs" });
    await screen.findByText(`Showing ${AVAILABLE_JOBS_PAGE} of 45 open jobs`);
    expect(within(cards()[0]!).getByRole("heading", { name: "Open job 40" })).toBeVisible();
  });
});
