// Days of hauling for the cycles benchmarks: the simulator's trucks (apps/server/src/modules/
// cycles/simulator, built) driving between its pit and two dumps, written straight into a
// database with the company, its drivers, sites and routes around them.
import { randomUUID } from "node:crypto";
import { dist, seedFleet } from "./haulwise.mjs";

const DAY_MS = 86_400_000;

/**
 * One company with `trucks` drivers on two jobs (half loading at the pit for Maple Street
 * fill, half for Oak Avenue fill), the simulator's three sites drawn and both routes set.
 */
export async function seedHaulingCompany(db, trucks) {
  const { worldSites } = await import(dist("modules/cycles/simulator/index.js"));
  const [fleet] = await seedFleet(db, { companies: 1, driversPerCompany: trucks });
  const now = new Date().toISOString();
  const sites = {};
  for (const site of worldSites()) {
    const id = randomUUID();
    sites[site.key] = id;
    const box = boxOf(site.geometry);
    await db
      .insertInto("sites")
      .values({
        id,
        company_id: fleet.companyId,
        name: site.name,
        address: null,
        geometry: JSON.stringify(site.geometry),
        min_dwell_seconds: null,
        ...box,
        created_by: fleet.contractors[0].userId,
        created_at: now,
        updated_at: now,
        archived_at: null,
      })
      .execute();
  }
  await db
    .insertInto("site_revisions")
    .values({ company_id: fleet.companyId, revision: 1, changed_at: now })
    .execute();
  const southJob = randomUUID();
  await db
    .insertInto("jobs")
    .values({
      id: southJob,
      company_id: fleet.companyId,
      contractor_id: fleet.contractors[0].userId,
      job_number: "JOB-SOUTH",
      title: "Oak Avenue fill",
      description: "Fill from the pit to Oak Avenue.",
      status: "active",
      location: "Oak Avenue",
      start_date: now.slice(0, 10),
      load_site_id: sites.pit,
      dump_site_id: sites.d2,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .updateTable("jobs")
    .set({ title: "Maple Street fill", load_site_id: sites.pit, dump_site_id: sites.d1 })
    .where("id", "=", fleet.jobId)
    .execute();
  const half = Math.ceil(trucks / 2);
  const south = fleet.drivers.slice(half);
  if (south.length > 0) {
    await db
      .updateTable("job_drivers")
      .set({ job_id: southJob })
      .where(
        "driver_id",
        "in",
        south.map((driver) => driver.userId),
      )
      .execute();
  }
  return {
    ...fleet,
    sites,
    northJob: fleet.jobId,
    southJob,
    north: fleet.drivers.slice(0, half),
    south,
  };
}

/** The box of a fence in degrees (what the sites table keeps beside it). */
function boxOf(geometry) {
  if (geometry.type === "circle") {
    const dLat = geometry.radiusMetres / 111_195;
    const dLon = dLat / Math.cos((geometry.center.latitude * Math.PI) / 180);
    return {
      south: geometry.center.latitude - dLat,
      north: geometry.center.latitude + dLat,
      west: geometry.center.longitude - dLon,
      east: geometry.center.longitude + dLon,
    };
  }
  const lats = geometry.points.map((p) => p.latitude);
  const lons = geometry.points.map((p) => p.longitude);
  return {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lons),
    east: Math.max(...lons),
  };
}

/**
 * `days` days of the company's trucks, the last one today (UTC), each truck's fixes handed to
 * `write(driverId, fixes, deviceId)` (a device per day: sequence numbers restart each day). Answers how many fixes and true cycles there were.
 */
export async function simulateDays(company, days, write, { now = Date.now() } = {}) {
  const { simulateDay } = await import(dist("modules/cycles/simulator/index.js"));
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  let fixes = 0;
  let cycles = 0;
  const perJob = Math.ceil(company.drivers.length / 2);
  for (let day = 0; day < days; day++) {
    const start = today - (days - 1 - day) * DAY_MS;
    const simulated = simulateDay({ seed: 9000 + day, start, trucksPerJob: perJob, trips: 14 });
    for (const truck of simulated.trucks) {
      const slot = truck.index % perJob;
      const driver = truck.job === "north" ? company.north[slot] : company.south[slot];
      if (!driver) continue;
      await write(driver.userId, truck.fixes, `sim-phone-${day}`);
      fixes += truck.fixes.length;
      cycles += truck.truth.length;
    }
  }
  return { fixes, cycles };
}
