import {
  type JobLivePositions,
  type LocationsUpdate,
  type ServerMessage,
  type SiteEventsUpdate,
  topics,
} from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { haulingDay, routedCompany, upload } from "../../test/cycles.js";
import { useTestApp } from "../../test/harness.js";
import { connect, isFrame } from "../../test/realtime.js";
import { setDuty } from "../../test/tracking.js";

const eventsOf = (message: ServerMessage) =>
  "data" in message ? (message.data as SiteEventsUpdate).events : [];

describe("cycles as they happen", () => {
  const ctx = useTestApp();

  it("puts arrivals, departures and the counted cycle in the job's feed, and the truck's haul phase on its live map", async () => {
    // Today: sessions expire by the real time, and the sockets' sessions are checked again as
    // the clock runs through the day.
    const DAY = Math.floor(ctx.clock.now().getTime() / 86_400_000) * 86_400_000;
    ctx.clock.set(new Date(DAY));
    const { contractor, driver, job, sites } = await routedCompany(ctx);
    await setDuty(driver, true);
    const { truck } = haulingDay(31, DAY);
    const [first] = truck.truth;
    const feed = await connect(ctx.app, contractor);
    feed.subscribe(topics.jobCycles(job.id));
    await feed.next(isFrame("snapshot", topics.jobCycles(job.id)));
    const prompt = await connect(ctx.app, driver);
    prompt.subscribe(topics.userCycles(driver.userId));
    await prompt.next(isFrame("snapshot", topics.userCycles(driver.userId)));
    const map = await connect(ctx.app, contractor);
    map.subscribe(topics.jobLocations(job.id));
    await map.next(isFrame("snapshot", topics.jobLocations(job.id)));

    // The phone sends each fix live, a second after taking it, up to the middle of the load.
    const live = async (until: number, from = 0) => {
      for (const fix of truck.fixes) {
        const at = Date.parse(fix.recordedAt);
        if (at < from || at > until) continue;
        ctx.clock.set(new Date(at + 1000));
        await upload(driver, [fix]);
      }
    };
    const atPit = (first!.load.arrivedAt + first!.load.departedAt) / 2;
    await live(atPit);
    const arrived = await feed.next(
      (m) =>
        isFrame("update", topics.jobCycles(job.id))(m) &&
        eventsOf(m).some((e) => e.kind === "arrived"),
    );
    expect(eventsOf(arrived)).toContainEqual(
      expect.objectContaining({
        kind: "arrived",
        jobId: job.id,
        driverName: "Dee Lane",
        siteName: "Maple pit",
        siteId: sites.get("pit")!.id,
      }),
    );
    const positions = (
      await contractor.client.get(`/api/jobs/${job.id}/positions`)
    ).json() as JobLivePositions;
    expect(positions.positions[0]!.haul).toMatchObject({ phase: "at_pit", jobId: job.id });
    const moved = await map.next(
      (m) =>
        isFrame("update", topics.jobLocations(job.id))(m) &&
        (m as { data: LocationsUpdate }).data.positions.some((p) => p.haul?.phase === "at_pit"),
    );
    expect(moved).toBeTruthy();

    // On to the dump and a minute beyond it: the cycle is counted and the driver is told.
    await live(first!.dump.departedAt + 2 * 60_000, atPit + 1);
    const counted = await prompt.next(
      (m) =>
        isFrame("update", topics.userCycles(driver.userId))(m) &&
        eventsOf(m).some((e) => e.kind === "cycle"),
    );
    expect(eventsOf(counted)[0]).toMatchObject({
      kind: "cycle",
      siteName: "Maple Street fill",
      jobId: job.id,
    });
    const inFeed = await feed.next(
      (m) =>
        isFrame("update", topics.jobCycles(job.id))(m) &&
        eventsOf(m).some((e) => e.kind === "cycle"),
    );
    expect(inFeed).toBeTruthy();
    const after = (
      await contractor.client.get(`/api/jobs/${job.id}/positions`)
    ).json() as JobLivePositions;
    expect(after.positions[0]!.haul).toMatchObject({ phase: "returning" });
    for (const socket of [feed, prompt, map]) socket.close();
  }, 180_000);
});
