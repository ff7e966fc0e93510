import { messages } from "@haulwise/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formOutbox } from "@/api/form-outbox";
import { toast } from "@/lib/toast";
import { makeLoadDetail, mockApi } from "@/test/fixtures";
import { startFormOutboxEachTest } from "@/test/form-outbox";
import { renderRoute } from "@/test/render-route";
import { RecordLoadForm } from "./record-load-form";

startFormOutboxEachTest();

const jobs = [
  { id: "j1", title: "Riverside haul", jobNumber: "JOB-123456" },
  { id: "j2", title: "North pit", jobNumber: "JOB-654321" },
];

const recorded = makeLoadDetail({ loadNumber: 4 });

// Typing a whole ticket takes a few seconds when the machine is busy.
describe("Record a Load", { timeout: 15_000 }, () => {
  it("checks the ticket before sending: a job, a quantity a truck carries, an image", async () => {
    const api = mockApi({});
    const { user } = renderRoute(<RecordLoadForm jobs={jobs} />, { path: "/" });
    await user.click(screen.getByRole("button", { name: "Record Load" }));
    expect(await screen.findByText(messages.validation.selectJob)).toBeInTheDocument();
    expect(screen.getByText(messages.loads.quantityRequired)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Job"), "j1");
    await user.type(screen.getByLabelText("Quantity"), "61");
    await user.selectOptions(screen.getByLabelText("Unit"), "cubic_yards");
    await user.click(screen.getByRole("button", { name: "Record Load" }));
    expect(
      await screen.findByText(messages.loads.quantityTooLarge(60, "cubic_yards")),
    ).toBeInTheDocument();

    // The picker offers images only; a file manager can still hand over anything.
    fireEvent.change(screen.getByLabelText("Ticket photo (optional)"), {
      target: { files: [new File(["%PDF-1.4"], "ticket.pdf", { type: "application/pdf" })] },
    });
    await user.click(screen.getByRole("button", { name: "Record Load" }));
    expect(await screen.findByText(messages.validation.selectImageFile)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("sends a delivered load once, with its own id and the time, and says which number it got", async () => {
    const success = vi.spyOn(toast, "success");
    const api = mockApi({ "POST /api/loads": { status: 200, body: recorded } });
    const { user } = renderRoute(<RecordLoadForm jobs={jobs} />, { path: "/" });
    await user.selectOptions(screen.getByLabelText("Job"), "j1");
    await user.type(screen.getByLabelText("Material"), "Gravel");
    await user.type(screen.getByLabelText("Quantity"), "12");
    await user.click(screen.getByRole("button", { name: "Record Load" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(messages.loads.recorded(4)));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      jobId: "j1",
      stage: "completed",
      materialType: "Gravel",
      quantity: "12",
      quantityUnit: "tons",
      recordedAt: expect.any(String),
    });
    expect(screen.getByLabelText("Quantity")).toHaveValue(null);
  });

  it("starts a load at the pit without a quantity; a refusal lands under its field", async () => {
    mockApi({
      "POST /api/loads": {
        status: 403,
        body: { error: { code: "FORBIDDEN", message: messages.loads.notActiveOnJob } },
      },
    });
    const { user } = renderRoute(<RecordLoadForm jobs={jobs} />, { path: "/" });
    await user.selectOptions(screen.getByLabelText("Job"), "j2");
    await user.click(screen.getByLabelText("Started at the pit"));
    expect(screen.getByLabelText("Quantity (if weighed)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Start Load" }));
    expect(await screen.findByText(messages.loads.notActiveOnJob)).toBeInTheDocument();
  });

  it("with no signal keeps the ticket and its photo on the device, and sends it once when back online", async () => {
    const info = vi.spyOn(toast, "info");
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const api = mockApi({ "POST /api/loads": { status: 200, body: recorded } });
    const { user } = renderRoute(<RecordLoadForm jobs={jobs} />, { path: "/" });
    await user.selectOptions(screen.getByLabelText("Job"), "j1");
    await user.type(screen.getByLabelText("Material"), "Gravel");
    await user.type(screen.getByLabelText("Quantity"), "12");
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "ticket.png", {
      type: "image/png",
    });
    await user.upload(screen.getByLabelText("Ticket photo (optional)"), photo);
    await user.click(screen.getByRole("button", { name: "Record Load" }));
    await waitFor(() => expect(info).toHaveBeenCalledWith(messages.loads.queued));
    expect(api.calls).toEqual([]);
    const [queued] = formOutbox.entries();
    expect(queued).toMatchObject({
      kind: "load-ticket",
      label: "Load: Gravel, 12.00 tons on Riverside haul (JOB-123456)",
      body: { type: "form" },
    });
    expect(screen.getByLabelText("Quantity")).toHaveValue(null);

    online.mockReturnValue(true);
    formOutbox.sendNow();
    await waitFor(() => expect(formOutbox.entries()).toEqual([]));
    expect(api.calls).toHaveLength(1);
    const sent = api.calls[0]?.body as FormData;
    expect(JSON.parse(String(sent.get("ticket")))).toMatchObject({
      id: queued?.idempotencyKey,
      materialType: "Gravel",
    });
    expect((sent.get("photo") as File).size).toBe(4);
  });

  it("asks a contractor for the driver", async () => {
    const { user } = renderRoute(
      <RecordLoadForm
        jobs={[jobs[0]!]}
        fixedJobId="j1"
        drivers={[{ id: "d1", name: "Ivy Cole" }]}
      />,
      { path: "/" },
    );
    expect(screen.queryByLabelText("Job")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Quantity"), "5");
    await user.click(screen.getByRole("button", { name: "Record Load" }));
    expect(await screen.findByText(messages.loads.driverRequired)).toBeInTheDocument();
  });
});
