import { messages } from "@haulwise/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formOutbox } from "@/api/form-outbox";
import { toast } from "@/lib/toast";
import { makeLoadDetail, mockApi } from "@/test/fixtures";
import { startFormOutboxEachTest } from "@/test/form-outbox";
import { renderRoute } from "@/test/render-route";
import { AddTicketPrompt } from "./add-ticket-prompt";

startFormOutboxEachTest();

const m = messages.siteScreens;
const heading = messages.cycles.loadDelivered("Maple Street fill");
const cycle = {
  id: "c1",
  jobId: "j1",
  driverId: "d1",
  load: {
    siteId: "pit",
    arrivedAt: "2026-11-27T15:00:00.000Z",
    departedAt: "2026-11-27T15:08:00.000Z",
  },
  dump: {
    siteId: "fill",
    arrivedAt: "2026-11-27T15:25:00.000Z",
    departedAt: "2026-11-27T15:28:00.000Z",
  },
  inferred: false,
  loadId: null,
  jobTitle: "Riverside haul",
  dumpSiteName: "Maple Street fill",
  loadSiteName: "North pit",
};
const myCycles = { "GET /api/me/cycles": { status: 200, body: { cycles: [cycle] } } };

describe("after a dump, 'Load delivered at … — add ticket'", () => {
  it("records the ticket number and weight in one tap, for the cycle it names", async () => {
    const api = mockApi({
      ...myCycles,
      "POST /api/loads": { status: 200, body: makeLoadDetail({ loadNumber: 7 }) },
    });
    const success = vi.spyOn(toast, "success");
    const { user } = renderRoute(<AddTicketPrompt jobId="j1" />, { path: "/" });
    const form = await screen.findByRole("form", { name: heading });
    await user.type(within(form).getByLabelText(m.ticketNumber), "T-553");
    await user.type(within(form).getByLabelText(m.weight), "18.5");
    await user.click(within(form).getByRole("button", { name: m.addTicket }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(messages.loads.recorded(7)));
    expect(api.calls.find((call) => call.key === "POST /api/loads")?.body).toMatchObject({
      jobId: "j1",
      cycleId: "c1",
      stage: "completed",
      ticketNumber: "T-553",
      quantity: "18.5",
      quantityUnit: "tons",
      recordedAt: expect.any(String),
    });
    expect(screen.queryByRole("form", { name: heading })).not.toBeInTheDocument();
  });

  it("keeps the ticket on the phone with no signal, and sends it when back", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const info = vi.spyOn(toast, "info");
    const api = mockApi({
      ...myCycles,
      "POST /api/loads": { status: 200, body: makeLoadDetail({ loadNumber: 8 }) },
    });
    const { user } = renderRoute(<AddTicketPrompt jobId="j1" />, { path: "/" });
    const form = await screen.findByRole("form", { name: heading });
    await user.type(within(form).getByLabelText(m.weight), "20");
    await user.click(within(form).getByRole("button", { name: m.addTicket }));
    await waitFor(() => expect(info).toHaveBeenCalledWith(messages.loads.queued));
    expect(api.calls.filter((call) => call.key === "POST /api/loads")).toEqual([]);
    expect(formOutbox.entries()).toHaveLength(1);
    online.mockReturnValue(true);
    formOutbox.sendNow();
    await waitFor(() => expect(formOutbox.entries()).toEqual([]));
    expect(api.calls.filter((call) => call.key === "POST /api/loads")).toHaveLength(1);
  });

  it("says nothing for a cycle that already has its ticket, or another job's", async () => {
    const other = { ...cycle, id: "c2", jobId: "j2", dumpSiteName: "East fill" };
    mockApi({
      "GET /api/me/cycles": {
        status: 200,
        body: { cycles: [other, { ...cycle, loadId: "l1" }] },
      },
    });
    renderRoute(
      <>
        <AddTicketPrompt jobId="j1" />
        <AddTicketPrompt jobId="j2" />
      </>,
      { path: "/" },
    );
    // The other job's unticketed load is offered on its own page; this job's is done.
    expect(
      await screen.findByRole("form", { name: messages.cycles.loadDelivered("East fill") }),
    ).toBeVisible();
    expect(screen.queryByRole("form", { name: heading })).not.toBeInTheDocument();
  });
});
