import type { TestClient } from "./client.js";
import { createVerifiedUser } from "./client.js";
import { inviteNewDriver } from "./fleet.js";
import type { TestContext } from "./harness.js";

type Person = Awaited<ReturnType<typeof createVerifiedUser>>;

export const jobInput = {
  title: "Quarry to riverside",
  description: "Gravel from the quarry to the river site.",
  location: "Riverside site",
  startDate: "2030-03-01",
};

/** A contractor's company with on-duty drivers on one job. */
export async function trackingCompany(
  ctx: TestContext,
  options: { drivers?: number; companyName?: string } = {},
) {
  const contractor = await createVerifiedUser(ctx, { role: "contractor", firstName: "Carla" });
  if (options.companyName) {
    await contractor.client.patch("/api/me/profile", { companyName: options.companyName });
  }
  const drivers: Person[] = [];
  for (let index = 0; index < (options.drivers ?? 1); index++) {
    drivers.push(
      await inviteNewDriver(ctx, contractor, { firstName: `Driver${index + 1}`, lastName: "Lane" }),
    );
  }
  const job = (await contractor.client.post("/api/jobs", jobInput)).json() as { id: string };
  for (const driver of drivers) {
    const assigned = await contractor.client.post(`/api/jobs/${job.id}/drivers`, {
      driverId: driver.userId,
    });
    if (assigned.statusCode !== 204) throw new Error(`assign failed: ${assigned.body}`);
    await setDuty(driver, true);
  }
  const companyId = (
    await ctx.database.db
      .selectFrom("company_members")
      .select("company_id")
      .where("user_id", "=", contractor.userId)
      .executeTakeFirstOrThrow()
  ).company_id;
  return { contractor, drivers, driver: drivers[0]!, job, companyId };
}

export async function setDuty(person: { client: TestClient }, onDuty: boolean) {
  const response = await person.client.put("/api/me/duty", { onDuty });
  if (response.statusCode !== 200) throw new Error(`duty failed: ${response.body}`);
}

export type TestFix = {
  seq: number;
  recordedAt: string;
  latitude: number;
  longitude: number;
  accuracy?: number | null;
  speed?: number | null;
};

/**
 * `count` fixes from `start`, `stepSeconds` apart, each `stepMetres` further north (about
 * 9 µ° of latitude per metre): a truck on a straight road.
 */
export function fixesAlong(options: {
  start: Date;
  count: number;
  firstSeq?: number;
  stepSeconds?: number;
  stepMetres?: number;
  latitude?: number;
  longitude?: number;
  accuracy?: number;
}): TestFix[] {
  const step = options.stepSeconds ?? 5;
  const metres = options.stepMetres ?? 50;
  return Array.from({ length: options.count }, (_, index) => ({
    seq: (options.firstSeq ?? 1) + index,
    recordedAt: new Date(options.start.getTime() + index * step * 1000).toISOString(),
    latitude: (options.latitude ?? 37.7749) + (index * metres) / 111_195,
    longitude: options.longitude ?? -122.4194,
    accuracy: options.accuracy ?? 8,
    speed: metres / step,
  }));
}

export const DEVICE = "browser-device-1";

export async function sendFixes(
  driver: { client: TestClient },
  fixes: unknown[],
  deviceId = DEVICE,
) {
  return driver.client.post("/api/positions", { deviceId, fixes });
}

export async function sendBeacon(
  driver: { client: TestClient },
  type: "heartbeat" | "paused" | "resumed" | "stopped",
  at: Date,
  deviceId = DEVICE,
) {
  return driver.client.post("/api/positions/events", { deviceId, type, at: at.toISOString() });
}
