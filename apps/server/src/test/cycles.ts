import type { Cycle, Site } from "@haulwise/domain";
import {
  type SimFix,
  type SimTruck,
  simulateDay,
  worldSites,
} from "../modules/cycles/simulator/index.js";
import { createVerifiedUser } from "./client.js";
import { inviteNewDriver, jobInput } from "./fleet.js";
import type { TestContext } from "./harness.js";

type Person = Awaited<ReturnType<typeof createVerifiedUser>>;

/** A simulated day of one truck hauling the north job (the pit to Maple Street fill). */
export function haulingDay(seed: number, start: number, options: { deadZone?: boolean } = {}) {
  const day = simulateDay({ seed, start, trucksPerJob: 1, deadZone: options.deadZone ?? false });
  const truck = day.trucks.find((entry) => entry.job === "north")!;
  return { day, truck };
}

/**
 * A contractor whose company has the simulator's pit and dumps drawn (unless `sites` is
 * false), a driver on a job routed from the pit to Maple Street fill, as of the clock's now.
 */
export async function routedCompany(
  ctx: TestContext,
  options: { sites?: boolean; driverName?: string } = {},
) {
  const contractor = await createVerifiedUser(ctx, { role: "contractor" });
  const driver = await inviteNewDriver(ctx, contractor, {
    firstName: options.driverName ?? "Dee",
    lastName: "Lane",
  });
  const job = (await contractor.client.post("/api/jobs", jobInput)).json() as { id: string };
  const assigned = await contractor.client.post(`/api/jobs/${job.id}/drivers`, {
    driverId: driver.userId,
  });
  if (assigned.statusCode !== 204) throw new Error(`assign: ${assigned.body}`);
  const sites = new Map<string, Site>();
  const draw = async () => {
    for (const site of worldSites()) {
      const created = await contractor.client.post("/api/sites", {
        name: site.name,
        geometry: site.geometry,
      });
      if (created.statusCode !== 201) throw new Error(`site: ${created.body}`);
      sites.set(site.key, created.json());
    }
    const routed = await contractor.client.patch(`/api/jobs/${job.id}`, {
      loadSiteId: sites.get("pit")!.id,
      dumpSiteId: sites.get("d1")!.id,
    });
    if (routed.statusCode !== 200) throw new Error(`route: ${routed.body}`);
  };
  if (options.sites !== false) await draw();
  return { contractor, driver, job, sites, draw };
}

/** Uploads fixes as a phone would: in batches (of at most 500), in the order given. */
export async function upload(
  driver: Person,
  fixes: SimFix[],
  batch = 60,
  deviceId = "sim-phone-1",
) {
  for (let from = 0; from < fixes.length; from += batch) {
    const response = await driver.client.post("/api/positions", {
      deviceId,
      fixes: fixes.slice(from, from + batch),
    });
    if (response.statusCode !== 200) throw new Error(`upload: ${response.body}`);
  }
}

/** The job's cycles of the simulated day. */
export async function cyclesOfDay(contractor: Person, jobId: string, truck: SimTruck) {
  const first = truck.samples[0]!.t;
  const last = truck.samples[truck.samples.length - 1]!.t;
  const from = new Date(first - 3600_000).toISOString();
  const to = new Date(last + 3600_000).toISOString();
  const response = await contractor.client.get(
    `/api/jobs/${jobId}/cycles?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  if (response.statusCode !== 200) throw new Error(`cycles: ${response.body}`);
  return response.json() as { cycles: Cycle[]; summary: Record<string, unknown> };
}

/** A cycle's four moments in ms, for comparing counts made different ways. */
export const momentsOf = (cycle: Cycle) => [
  Date.parse(cycle.load.arrivedAt),
  Date.parse(cycle.load.departedAt),
  Date.parse(cycle.dump.arrivedAt),
  Date.parse(cycle.dump.departedAt),
];
