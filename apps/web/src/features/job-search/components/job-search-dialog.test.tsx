import { messages } from "@haulwise/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fixtures";
import { landedAt, renderRoute } from "@/test/render-route";
import { JobSearchDialog } from "./job-search-dialog";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <JobSearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const result = (id: string, title: string, relation: "company" | "assigned" | "open") => ({
  id,
  title,
  jobNumber: "JOB-000123",
  companyName: "North Gravel",
  relation,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("JobSearchDialog", () => {
  it("opens with Ctrl+K, searches once typing settles, and opens the chosen job", async () => {
    const api = mockApi({
      "GET /api/search/jobs": {
        status: 200,
        body: { results: [result("j1", "Riverside haul", "company")] },
      },
    });
    const { user } = renderRoute(<Harness />, { path: "/" });
    fireEvent.keyDown(document, { key: "k", ctrlKey: true });
    const input = await screen.findByPlaceholderText(messages.search.placeholder);
    await user.type(input, "rive");
    expect(screen.getByText(messages.search.searching)).toBeInTheDocument();
    expect(await screen.findByText("Riverside haul")).toBeInTheDocument();
    expect(screen.getByText(messages.search.heading)).toBeInTheDocument();
    expect(screen.getByText("#JOB-000123 • North Gravel")).toBeInTheDocument();
    // Debounced: one request for the settled text, not one per key.
    const searches = api.calls.filter((c) => c.key === "GET /api/search/jobs");
    expect(searches).toHaveLength(1);
    expect(String(api.spy.mock.calls[0]?.[0])).toContain("q=rive");

    await user.keyboard("{Enter}");
    expect(await landedAt()).toBe("/jobs/j1");
  });

  it("gives focus back to the button that opened it when closed", async () => {
    mockApi({});
    const { user } = renderRoute(<Harness />, { path: "/" });
    const opener = screen.getByRole("button", { name: "Open search" });
    await user.click(opener);
    expect(await screen.findByPlaceholderText(messages.search.placeholder)).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("says 'No job sites found' when nothing matches", async () => {
    mockApi({ "GET /api/search/jobs": { status: 200, body: { results: [] } } });
    const { user } = renderRoute(<Harness />, { path: "/" });
    fireEvent.keyDown(document, { key: "k", metaKey: true });
    await user.type(await screen.findByPlaceholderText(messages.search.placeholder), "zzz");
    expect(await screen.findByText(messages.search.noResults)).toBeInTheDocument();
  });

  it("opens a driver's own job as its read-only view", async () => {
    mockApi({
      "GET /api/search/jobs": {
        status: 200,
        body: { results: [result("j2", "Quarry run", "assigned")] },
      },
    });
    const { user } = renderRoute(<Harness />, { path: "/" });
    fireEvent.keyDown(document, { key: "k", ctrlKey: true });
    await user.type(await screen.findByPlaceholderText(messages.search.placeholder), "quarry");
    await user.click(await screen.findByText("Quarry run"));
    expect(await landedAt()).toBe("/jobs/j2/view");
  });
});
