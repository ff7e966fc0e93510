import { messages } from "@haulwise/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formOutbox } from "@/api/form-outbox";
import { toast } from "@/lib/toast";
import { makeLoadDetail, mockApi } from "@/test/fixtures";
import { startFormOutboxEachTest } from "@/test/form-outbox";
import { renderRoute } from "@/test/render-route";
import { QueuedWorkFollower, WaitingToSend } from "./queued-work";

startFormOutboxEachTest();

const recorded = makeLoadDetail({ loadNumber: 7 });

/** A ticket queued while the phone had no signal. */
async function queuedOffline(label: string) {
  const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  await formOutbox.enqueue({
    method: "POST",
    path: "/api/loads",
    body: { jobId: "j1", quantity: 12 },
    kind: "load-ticket",
    label,
  });
  return online;
}

describe("work kept on the device", () => {
  it("is listed while it waits, and announced once it reaches the server", async () => {
    const success = vi.spyOn(toast, "success");
    mockApi({ "POST /api/loads": { status: 200, body: recorded } });
    const online = await queuedOffline("Load: Gravel, 12.00 tons on Riverside haul");
    renderRoute(
      <>
        <QueuedWorkFollower />
        <WaitingToSend />
      </>,
      { path: "/" },
    );
    const waiting = await screen.findByRole("region", { name: "Waiting to send (1)" });
    expect(waiting).toHaveTextContent("Load: Gravel, 12.00 tons on Riverside haul");
    expect(waiting).toHaveTextContent("sent when you are back online");

    online.mockReturnValue(true);
    formOutbox.sendNow();
    await waitFor(() => expect(success).toHaveBeenCalledWith(messages.loads.recorded(7)));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: /Waiting to send/ })).not.toBeInTheDocument(),
    );
  });

  it("shows a refusal with its reason, to try again or discard", async () => {
    const error = vi.spyOn(toast, "error");
    mockApi({
      "POST /api/loads": {
        status: 403,
        body: { error: { code: "FORBIDDEN", message: messages.loads.notActiveOnJob } },
      },
    });
    const online = await queuedOffline("Load: Sand on North pit");
    const { user } = renderRoute(
      <>
        <QueuedWorkFollower />
        <WaitingToSend />
      </>,
      { path: "/" },
    );
    online.mockReturnValue(true);
    formOutbox.sendNow();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        `Load: Sand on North pit: ${messages.loads.notActiveOnJob}`,
      ),
    );
    const waiting = await screen.findByRole("region", { name: "Waiting to send (1)" });
    await waitFor(() =>
      expect(waiting).toHaveTextContent(`Not accepted: ${messages.loads.notActiveOnJob}`),
    );
    expect(
      within(waiting).getByRole("button", { name: "Try again: Load: Sand on North pit" }),
    ).toBeInTheDocument();
    await user.click(
      within(waiting).getByRole("button", { name: "Discard: Load: Sand on North pit" }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: /Waiting to send/ })).not.toBeInTheDocument(),
    );
  });
});
