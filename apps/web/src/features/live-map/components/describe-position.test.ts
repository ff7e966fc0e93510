import { type LivePosition, messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { describePosition } from "./describe-position";

const position: LivePosition = {
  driverId: "d1",
  name: "Dee Lane",
  latitude: 36.8,
  longitude: -119.8,
  accuracy: 6,
  speed: 13,
  heading: 90,
  recordedAt: "2026-11-27T15:00:00.000Z",
  state: "moving",
  idleSince: null,
  truck: { id: "t1", name: "12 · Kenworth T880", number: "12" },
};
const now = new Date("2026-11-27T15:01:00.000Z");

describe("a driver's info window", () => {
  it("says where the truck is in its haul when its job's route says so", () => {
    const hauling = describePosition(
      {
        ...position,
        haul: { phase: "hauling", jobId: "j1", siteId: "pit", since: "2026-11-27T14:50:00.000Z" },
      },
      now,
    );
    expect(hauling.title).toBe("Dee Lane · 12 · Kenworth T880");
    expect(hauling.lines[0]).toBe("Moving · 29 mph");
    expect(hauling.lines[1]).toBe(messages.cycles.phase.hauling);
    expect(hauling.lines).toHaveLength(3);
  });

  it("says nothing of a haul where nothing says so", () => {
    expect(describePosition({ ...position, haul: null }, now).lines).toHaveLength(2);
    expect(describePosition(position, now).lines).toHaveLength(2);
  });
});
