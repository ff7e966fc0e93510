import { multipart } from "../http/multipart-body.js";
import type { SimFix } from "../modules/cycles/simulator/index.js";
import type { Person } from "./http.js";
import { FRAME, type Shift, sampleAt } from "./shift.js";
import type { DemoJob } from "./world.js";

/** Where the device says it was at `at`, for a ticket. */
export function positionAt(shift: Shift, at: number) {
  const point = FRAME.toGeo(sampleAt(shift, at));
  return { latitude: point.latitude, longitude: point.longitude, accuracy: 6 };
}

/** How far the truck drove in the shift, miles. */
export function milesOf(shift: Shift) {
  let metres = 0;
  for (let i = 1; i < shift.samples.length; i++) {
    const a = shift.samples[i - 1]!;
    const b = shift.samples[i]!;
    metres += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return metres / 1609.344;
}

/** The web app's tracker uploading its queue: `POST /api/positions`, 500 fixes at most each. */
export async function uploadFixes(driver: Person, deviceId: string, fixes: SimFix[]) {
  for (let from = 0; from < fixes.length; from += 500) {
    await driver.must("POST", "/api/positions", {
      body: { deviceId, fixes: fixes.slice(from, from + 500) },
    });
  }
}

/** A background tracker app reporting one fix (OsmAnd protocol; speed in knots). */
export async function reportOsmAnd(driver: Person, token: string, fix: SimFix) {
  const query = new URLSearchParams({
    id: token,
    lat: fix.latitude.toFixed(6),
    lon: fix.longitude.toFixed(6),
    timestamp: String(Math.round(Date.parse(fix.recordedAt) / 1000)),
    ...(fix.speed !== null ? { speed: (fix.speed / (1852 / 3600)).toFixed(1) } : {}),
    ...(fix.accuracy !== null ? { accuracy: String(fix.accuracy) } : {}),
  });
  await driver.must("GET", `/api/osmand?${query}`);
}

export async function setDuty(driver: Person, onDuty: boolean) {
  await driver.must("PUT", "/api/me/duty", { body: { onDuty } });
}

/**
 * The scale ticket: recorded as the truck leaves the pit loaded (`started`, completed at the
 * dump), or in one step at the dump (`completed`), as a driver who records it late does.
 */
export async function recordTicket(
  driver: Person,
  input: {
    id: string;
    jobId: string;
    job: DemoJob;
    ticket: { number: string; tons: number };
    at: number;
    where: ReturnType<typeof positionAt>;
    stage: "started" | "completed";
  },
) {
  const form = multipart({
    ticket: JSON.stringify({
      id: input.id,
      jobId: input.jobId,
      stage: input.stage,
      materialType: input.job.material,
      quantity: input.ticket.tons,
      quantityUnit: "tons",
      ticketNumber: input.ticket.number,
      recordedAt: new Date(input.at).toISOString(),
      ...input.where,
    }),
  });
  await driver.must("POST", "/api/loads", form);
}

/** The load delivered at the dump. */
export async function completeTicket(
  driver: Person,
  id: string,
  at: number,
  where: ReturnType<typeof positionAt>,
) {
  await driver.must("POST", `/api/loads/${id}/complete`, {
    body: { recordedAt: new Date(at).toISOString(), ...where },
  });
}

/** The driver's end-of-shift report: loads, hours, miles, fuel. */
export async function sendDailyMetrics(
  driver: Person,
  input: { jobId: string; startedAt: number; miles: number; loads: number; at: number },
) {
  const { miles } = input;
  await driver.must("POST", "/api/me/metrics", {
    body: {
      jobId: input.jobId,
      loads: input.loads,
      hours: Math.round(((input.at - input.startedAt) / 3_600_000) * 2) / 2,
      miles: Math.round(miles),
      fuelUsed: Math.round((miles / 5.5) * 10) / 10,
    },
  });
}
