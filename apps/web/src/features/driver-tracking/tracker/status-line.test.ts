import { messages, TRACKING } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { type StatusInput, statusLineOf } from "./status-line";
import type { TrackerState } from "./tracker";

const now = Date.UTC(2026, 5, 1, 8, 30, 0);

const tracker = (change: Partial<TrackerState> = {}): TrackerState => ({
  active: true,
  since: now - 600_000,
  visible: true,
  online: true,
  gps: "ok",
  lastFixAt: now - 10_000,
  paused: false,
  wakeLock: "held",
  waiting: 0,
  lastSentAt: now - 12_000,
  failing: false,
  ...change,
});

const input = (change: Partial<StatusInput> = {}): StatusInput => ({
  onDuty: true,
  permission: "granted",
  supported: true,
  tracker: tracker(),
  now,
  ...change,
});

const m = messages.tracking;

describe("the driver's status line", () => {
  it("says when the last position reached the server", () => {
    expect(statusLineOf(input())).toEqual({
      tone: "sharing",
      text: "Sharing your location · sent 12 s ago",
      announcement: "Sharing your location",
    });
  });

  it("counts positions kept without signal, on duty or after the shift", () => {
    const offline = tracker({ online: false, waiting: 3 });
    expect(statusLineOf(input({ tracker: offline })).text).toBe("3 positions waiting for signal");
    const failing = tracker({ failing: true, waiting: 1 });
    expect(statusLineOf(input({ tracker: failing, onDuty: false })).text).toBe(
      "1 position waiting for signal",
    );
    // A fix on its way while the connection works is not "waiting for signal".
    expect(statusLineOf(input({ tracker: tracker({ waiting: 1 }) })).tone).toBe("sharing");
  });

  it("calls a page that was hidden paused until a new position gets through", () => {
    expect(statusLineOf(input({ tracker: tracker({ paused: true }) })).text).toBe(m.paused);
  });

  it("never counts an upload from an earlier shift as sent", () => {
    const fresh = tracker({ since: now - 1_000, lastSentAt: now - 3_600_000, lastFixAt: null });
    expect(statusLineOf(input({ tracker: fresh })).text).toBe(m.findingPosition);
  });

  it("says when the GPS gives nothing, and when location is not allowed", () => {
    const silent = tracker({ lastFixAt: now - TRACKING.pausedAfterMs - 1 });
    expect(statusLineOf(input({ tracker: silent })).text).toBe(m.noGpsSignal);
    expect(statusLineOf(input({ tracker: tracker({ gps: "unavailable" }) })).text).toBe(
      m.noGpsSignal,
    );
    expect(statusLineOf(input({ permission: "denied" })).text).toBe(m.locationNotAllowed);
    expect(statusLineOf(input({ supported: false })).text).toBe(m.noGeolocation);
  });

  it("off duty says the location is not shared", () => {
    expect(
      statusLineOf(input({ onDuty: false, tracker: tracker({ active: false }) })),
    ).toMatchObject({ tone: "off", text: m.offDuty });
  });
});
