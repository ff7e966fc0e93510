import { haversineMetres, idleRadiusMetres, TRACKING } from "@haulwise/domain";
import type { Random } from "./random.js";
import type { Frame, TrueSample, XY } from "./trajectory.js";

/** A fix as the driver's phone uploads it (the shape `POST /api/positions` takes). */
export type SimFix = {
  seq: number;
  recordedAt: string;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  speed: number | null;
};

export type PhoneOptions = {
  /** Typical reported accuracy, metres (each reading varies around it). */
  accuracy: number;
  /** Share of readings that are outliers: far off, with an honest (poor) accuracy. */
  outliers: number;
  /** Share of fixes that report no speed. */
  noSpeed: number;
  /** Places with no signal and no GPS: nothing is recorded inside them. */
  deadZones: Array<{ centre: XY; radius: number }>;
  /** Spans when the page was hidden: nothing recorded. */
  hidden: Array<{ from: number; to: number }>;
  /**
   * Whether the error holds while the truck stands still, as phones that snap a stationary
   * position report it (the error wanders again once it moves).
   */
  holdWhenStill: boolean;
};

const defaults: PhoneOptions = {
  accuracy: 8,
  outliers: 0.01,
  noSpeed: 0.2,
  deadZones: [],
  hidden: [],
  holdWhenStill: false,
};

/**
 * What a phone in the cab records from the true path: a GPS reading a second, its error
 * drifting slowly (as real GPS error does) with the accuracy it reports, now and then an
 * outlier hundreds of metres off that honestly says so, and the browser tracker's sampling
 * (a move every 5 s, a still truck once a minute). Dead zones and hidden pages record nothing.
 */
export function samplePhone(
  samples: TrueSample[],
  frame: Frame,
  random: Random,
  options: Partial<PhoneOptions> = {},
): SimFix[] {
  const phone = { ...defaults, ...options };
  const fixes: SimFix[] = [];
  let errorX = 0;
  let errorY = 0;
  let lastRecorded: { latitude: number; longitude: number; at: number } | null = null;
  for (const sample of samples) {
    // The error wanders: each second keeps most of the last one (AR(1), about 20 s memory).
    const sigma = phone.accuracy / 2;
    const driftX = sigma * Math.sqrt(1 - 0.95 ** 2) * random.normal();
    const driftY = sigma * Math.sqrt(1 - 0.95 ** 2) * random.normal();
    if (!(phone.holdWhenStill && sample.speed === 0)) {
      errorX = 0.95 * errorX + driftX;
      errorY = 0.95 * errorY + driftY;
    }
    if (
      phone.deadZones.some(
        (zone) => Math.hypot(sample.x - zone.centre.x, sample.y - zone.centre.y) <= zone.radius,
      )
    ) {
      continue;
    }
    if (phone.hidden.some((span) => sample.t >= span.from && sample.t < span.to)) continue;
    let accuracy = Math.max(3, phone.accuracy * (0.6 + 0.8 * random.next()));
    let offsetX = errorX;
    let offsetY = errorY;
    if (random.chance(phone.outliers)) {
      const distance = random.between(80, 400);
      const angle = random.between(0, 2 * Math.PI);
      offsetX = distance * Math.cos(angle);
      offsetY = distance * Math.sin(angle);
      accuracy = distance * random.between(0.9, 1.6);
    }
    const point = frame.toGeo({ x: sample.x + offsetX, y: sample.y + offsetY });
    const reading = { ...point, at: sample.t, accuracy };
    if (!shouldRecord(lastRecorded, reading)) continue;
    lastRecorded = reading;
    fixes.push({
      seq: fixes.length + 1,
      recordedAt: new Date(sample.t).toISOString(),
      latitude: point.latitude,
      longitude: point.longitude,
      accuracy: Math.round(accuracy * 10) / 10,
      speed: random.chance(phone.noSpeed)
        ? null
        : Math.max(0, Math.round((sample.speed + 0.3 * random.normal()) * 10) / 10),
    });
  }
  return fixes;
}

/** The browser tracker's rule for keeping a reading (features/driver-tracking, fix-sampling). */
function shouldRecord(
  last: { latitude: number; longitude: number; at: number } | null,
  next: { latitude: number; longitude: number; at: number; accuracy: number },
) {
  if (!last) return true;
  const elapsed = next.at - last.at;
  if (elapsed <= 0) return false;
  if (elapsed >= TRACKING.stillFixIntervalMs) return true;
  const moved = haversineMetres(last, next);
  if (moved < idleRadiusMetres(next.accuracy)) return false;
  return elapsed >= TRACKING.minFixIntervalMs || moved >= TRACKING.recordAtOnceMetres;
}

/**
 * What a background tracker app reports from the true path: a reading every `movingSeconds`
 * while the truck moves and every `stillSeconds` while it stands, each off by the GPS error
 * its accuracy says, and at once when a standing truck sets off. Cheap enough for weeks of
 * trucks: no per-second noise, only the readings it reports.
 */
export function sampleTracker(
  samples: TrueSample[],
  frame: Frame,
  random: Random,
  options: { accuracy: number; movingSeconds: number; stillSeconds: number },
): SimFix[] {
  const fixes: SimFix[] = [];
  let index = 0;
  while (index < samples.length) {
    const sample = samples[index]!;
    const accuracy = Math.max(3, options.accuracy * (0.6 + 0.8 * random.next()));
    const sigma = accuracy / 2;
    const point = frame.toGeo({
      x: sample.x + sigma * random.normal(),
      y: sample.y + sigma * random.normal(),
    });
    fixes.push({
      seq: fixes.length + 1,
      recordedAt: new Date(sample.t).toISOString(),
      latitude: point.latitude,
      longitude: point.longitude,
      accuracy: Math.round(accuracy * 10) / 10,
      speed: Math.max(0, Math.round((sample.speed + 0.3 * random.normal()) * 10) / 10),
    });
    if (sample.speed > 0) {
      index += options.movingSeconds;
    } else {
      // A truck that sets off is reported as it does, not a minute later.
      const until = Math.min(samples.length, index + options.stillSeconds);
      do index++;
      while (index < until && samples[index]!.speed === 0);
    }
  }
  return fixes;
}
