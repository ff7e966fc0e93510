import { describe, expect, it } from "vitest";
import { insertPosition } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { trackingCompany } from "../../test/tracking.js";

const DAY = 24 * 60 * 60_000;

describe("position history retention", () => {
  const ctx = useTestApp({ TRACKING_RETENTION_DAYS: "30" });

  it("deletes fixes and cleared alerts older than the configured days, and nothing newer", async () => {
    const { driver, companyId } = await trackingCompany(ctx);
    const now = Date.parse("2030-06-01T12:00:00.000Z");
    for (const daysAgo of [400, 31, 30.5, 29, 1]) {
      await insertPosition(ctx, driver.userId, {
        latitude: 37.7,
        longitude: -122.4,
        at: new Date(now - daysAgo * DAY),
      });
    }
    await ctx.database.db
      .insertInto("tracking_alerts")
      .values([
        {
          id: "old",
          company_id: companyId,
          driver_id: driver.userId,
          kind: "idle",
          opened_at: new Date(now - 40 * DAY).toISOString(),
          cleared_at: new Date(now - 39 * DAY).toISOString(),
        },
        {
          id: "recent",
          company_id: companyId,
          driver_id: driver.userId,
          kind: "idle",
          opened_at: new Date(now - 2 * DAY).toISOString(),
          cleared_at: new Date(now - DAY).toISOString(),
        },
      ])
      .execute();

    const worker = ctx.workers.workers.find((w) => w.name === "tracking-retention")!;
    expect(worker.intervalMs).toBe(60 * 60_000);
    await worker.tick(new Date(now));
    await worker.tick(new Date(now));

    const left = await ctx.database.db
      .selectFrom("location_history")
      .select("recorded_at")
      .where("user_id", "=", driver.userId)
      .orderBy("recorded_at")
      .execute();
    expect(left.map((row) => Math.round((now - Date.parse(row.recorded_at)) / DAY))).toEqual([
      29, 1,
    ]);
    const alerts = await ctx.database.db.selectFrom("tracking_alerts").select("id").execute();
    expect(alerts.map((a) => a.id)).toEqual(["recent"]);
  });
});
