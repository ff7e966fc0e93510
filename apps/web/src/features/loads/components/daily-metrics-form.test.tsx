import { messages } from "@haulwise/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formOutbox } from "@/api/form-outbox";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/fixtures";
import { startFormOutboxEachTest } from "@/test/form-outbox";
import { renderRoute } from "@/test/render-route";
import { DailyMetricsForm } from "./daily-metrics-form";
import { TodaysMetrics } from "./todays-metrics";

startFormOutboxEachTest();

const jobs = [{ id: "j1", title: "Riverside haul", jobNumber: "JOB-123456" }];
const entry = {
  id: "m1",
  jobId: "j1",
  jobTitle: "Riverside haul",
  jobNumber: "JOB-123456",
  date: "2024-01-05",
  loads: 4,
  hours: 8.5,
  miles: 120,
  fuelUsed: 31.4,
  notes: null,
  latitude: null,
  longitude: null,
  createdAt: "2024-01-05T15:00:00.000Z",
  updatedAt: "2024-01-05T15:00:00.000Z",
};

// Typing a whole form takes a few seconds when the machine is busy.
describe("Submit Daily Metrics", { timeout: 15_000 }, () => {
  it("starts at 0 with no job, with the specification's steps and minimums", () => {
    renderRoute(<DailyMetricsForm jobs={jobs} editing={null} onDone={() => {}} />, { path: "/" });
    expect(screen.getByLabelText("Job")).toHaveValue("");
    for (const [label, step] of [
      ["Loads Completed", "1"],
      ["Hours Worked", "0.5"],
      ["Miles Driven", "1"],
      ["Fuel Used", "0.1"],
    ]) {
      const input = screen.getByLabelText(label as string);
      expect(input).toHaveValue(0);
      expect(input).toHaveAttribute("step", step);
      expect(input).toHaveAttribute("min", "0");
    }
    expect(screen.getByLabelText("Notes (optional)")).toHaveValue("");
  });

  it("asks for fuel in gallons, and lists what was sent today with its units", async () => {
    mockApi({ "GET /api/me/metrics": { status: 200, body: { entries: [entry] } } });
    renderRoute(
      <>
        <DailyMetricsForm jobs={jobs} editing={null} onDone={() => {}} />
        <TodaysMetrics onEdit={() => {}} />
      </>,
      { path: "/" },
    );
    expect(screen.getByLabelText("Fuel Used")).toHaveAccessibleDescription("In gallons.");
    expect(await screen.findByText("4 loads · 8.5 h · 120 mi · 31.4 gal fuel")).toBeVisible();
  });

  it("says what is wrong in the specification's words and sends nothing", async () => {
    const api = mockApi({});
    const { user } = renderRoute(
      <DailyMetricsForm jobs={jobs} editing={null} onDone={() => {}} />,
      { path: "/" },
    );
    await user.clear(screen.getByLabelText("Loads Completed"));
    await user.type(screen.getByLabelText("Loads Completed"), "-1");
    await user.clear(screen.getByLabelText("Hours Worked"));
    await user.type(screen.getByLabelText("Hours Worked"), "-2");
    await user.clear(screen.getByLabelText("Miles Driven"));
    await user.type(screen.getByLabelText("Miles Driven"), "-3");
    await user.clear(screen.getByLabelText("Fuel Used"));
    await user.type(screen.getByLabelText("Fuel Used"), "-0.1");
    await user.click(screen.getByRole("button", { name: "Submit Metrics" }));
    for (const message of [
      messages.validation.selectJob,
      messages.validation.loadsMin,
      messages.validation.hoursMin,
      messages.validation.milesMin,
      messages.validation.fuelMin,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls).toEqual([]);
  });

  it("sends the figures with the time, says so, and resets", async () => {
    const success = vi.spyOn(toast, "success");
    const api = mockApi({
      "POST /api/me/metrics": { status: 200, body: { entry, corrected: false } },
      "GET /api/me/metrics": { status: 200, body: { entries: [entry] } },
    });
    const onDone = vi.fn();
    const { user } = renderRoute(<DailyMetricsForm jobs={jobs} editing={null} onDone={onDone} />, {
      path: "/",
    });
    await user.selectOptions(screen.getByLabelText("Job"), "j1");
    await user.clear(screen.getByLabelText("Loads Completed"));
    await user.type(screen.getByLabelText("Loads Completed"), "4");
    await user.clear(screen.getByLabelText("Hours Worked"));
    await user.type(screen.getByLabelText("Hours Worked"), "8.5");
    await user.click(screen.getByRole("button", { name: "Submit Metrics" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(messages.metrics.submitted));
    expect(api.calls[0]?.body).toMatchObject({
      jobId: "j1",
      loads: 4,
      hours: 8.5,
      miles: 0,
      fuelUsed: 0,
      recordedAt: expect.any(String),
    });
    expect(screen.getByLabelText("Job")).toHaveValue("");
    expect(screen.getByLabelText("Loads Completed")).toHaveValue(0);
    expect(onDone).toHaveBeenCalled();
  });

  it("with no signal keeps the entry on the device, says so, and resets", async () => {
    const info = vi.spyOn(toast, "info");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const api = mockApi({});
    const onDone = vi.fn();
    const { user } = renderRoute(<DailyMetricsForm jobs={jobs} editing={null} onDone={onDone} />, {
      path: "/",
    });
    await user.selectOptions(screen.getByLabelText("Job"), "j1");
    await user.click(screen.getByRole("button", { name: "Submit Metrics" }));
    await waitFor(() => expect(info).toHaveBeenCalledWith(messages.metrics.queued));
    expect(api.calls).toEqual([]);
    expect(formOutbox.entries()).toEqual([
      expect.objectContaining({
        kind: "daily-metrics",
        label: "Daily metrics for Riverside haul (JOB-123456)",
        body: { type: "json", data: expect.objectContaining({ jobId: "j1", loads: 0 }) },
      }),
    ]);
    expect(screen.getByLabelText("Job")).toHaveValue("");
    expect(onDone).toHaveBeenCalled();
  });

  it("keeps the entry while the server is down; shows a refusal and drops the entry", async () => {
    const failure = vi.spyOn(toast, "error");
    const info = vi.spyOn(toast, "info");
    let reply: { status: number; body: unknown } = {
      status: 503,
      body: { error: { code: "UNAVAILABLE", message: "down" } },
    };
    mockApi({ "POST /api/me/metrics": () => reply });
    const { user } = renderRoute(
      <DailyMetricsForm jobs={jobs} editing={entry} onDone={() => {}} />,
      { path: "/" },
    );
    expect(screen.getByLabelText("Loads Completed")).toHaveValue(4);
    await user.click(screen.getByRole("button", { name: "Save Correction" }));
    await waitFor(() => expect(info).toHaveBeenCalledWith(messages.metrics.queued));
    expect(formOutbox.entries()).toHaveLength(1);
    for (const queued of formOutbox.entries()) await formOutbox.discard(queued.id);

    reply = {
      status: 403,
      body: { error: { code: "FORBIDDEN", message: messages.metrics.notActiveOnJob } },
    };
    await user.selectOptions(screen.getByLabelText("Job"), "j1");
    await user.click(screen.getByRole("button", { name: "Save Correction" }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(messages.metrics.notActiveOnJob));
    await waitFor(() => expect(formOutbox.entries()).toEqual([]));
  });
});
