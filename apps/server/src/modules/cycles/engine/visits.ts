import {
  CYCLES,
  type Fence,
  fenceOf,
  haversineMetres,
  isBeyondBox,
  type SiteGeometry,
  signedDistanceMetres,
} from "@haulwise/domain";

/**
 * Counting visits from fixes: a fold over one driver's fixes in time order, against one
 * company's fences. The same function counts live (one upload at a time, its state kept
 * between uploads) and recounts from history (from an empty state, or from a moment no visit
 * was under way), so both give the same visits. The rules are CYCLES' (docs/decisions.md):
 *
 * 1. A fix reporting accuracy worse than 50 m places nothing: the fold skips it.
 * 2. Inside = within the fence, or stopped (under 1 m/s) within its accuracy (≤ 25 m) of it.
 * 3. A visit starts at the crossing in and ends once the truck has been seen outside for 60 s
 *    (a fix outside a minute after the first one outside); arrival and departure are crossings
 *    estimated between the fixes either side (by the speed reported, or implied by the next fix).
 * 5. A silence of 2 minutes or more whose two ends lie outside within 150 m of one site, the
 *    nearest to both, is an inferred visit spanning the silence.
 *
 * Rule 4 (the minimum stay) depends on the site's role in a route: it is applied when cycles
 * are built (cycles.ts), so drive-throughs are kept here as the evidence they are.
 */

/** A fix as counting needs it; `t` in milliseconds; device and sequence order one instant's. */
export type EngineFix = {
  t: number;
  device: string;
  seq: number;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  speed: number | null;
};

/** A fence as counting needs it: archived sites stop counting at `until` (ms). */
export type EngineSite = { id: string; fence: Fence; until: number | null };

export function engineSiteOf(site: {
  id: string;
  geometry: SiteGeometry;
  archivedAt: string | null;
}): EngineSite {
  return {
    id: site.id,
    fence: fenceOf(site.geometry),
    until: site.archivedAt === null ? null : Date.parse(site.archivedAt),
  };
}

/** A fix's place in counting's order: its time, then its device and sequence number. */
type Ordered = { t: number; device: string; seq: number };

/** Orders fixes as counting reads them: by time, then device and sequence. */
export const compareFixes = (a: Ordered, b: Ordered) =>
  a.t - b.t || (a.device < b.device ? -1 : a.device > b.device ? 1 : a.seq - b.seq);

/** A side of a fence crossing: when, where, how far from the line, and how fast. */
type Side = {
  t: number;
  distance: number;
  speed: number | null;
  latitude?: number;
  longitude?: number;
};

/** A visit still under way: the truck is inside, or left less than a minute ago. */
export type OpenVisit = {
  id: string;
  siteId: string;
  arrivedAt: number;
  /** The fix that first placed the truck inside. */
  openedAt: number;
  /** The last fix inside (distance = depth inside, 0 on the edge). */
  lastInside: Side;
  /** The first fix outside since then, if any. */
  outside: Side | null;
};

/** The last fix counted, with the speed counting used for it. */
export type LastFix = {
  t: number;
  device: string;
  seq: number;
  latitude: number;
  longitude: number;
  speed: number | null;
};

/** Where counting one driver stands: JSON, so live counting can keep it between uploads. */
export type FoldState = { last: LastFix | null; open: OpenVisit[] };

export const emptyFoldState = (): FoldState => ({ last: null, open: [] });

/** A visit that ended (closed), or one that started (opened), as the fold reports it. */
export type Visit = {
  id: string;
  siteId: string;
  arrivedAt: number;
  departedAt: number;
  inferred: boolean;
  openedAt: number;
  closedAt: number;
};

export type FoldOutput = {
  state: FoldState;
  /** Visits that ended, in the order they ended. */
  closed: Visit[];
  /** Visits that started and are still under way at the end of the fixes. */
  opened: OpenVisit[];
};

/** A visit's id from what makes it that visit, the same wherever and whenever counted. */
export function visitIdOf(scope: string, siteId: string, openedAt: number, inferred: boolean) {
  return stableId(`visit|${scope}|${siteId}|${openedAt}|${inferred ? "i" : "v"}`);
}

/** A UUID-shaped id from a name (FNV-1a 128-bit, enough to never meet by chance). */
export function stableId(name: string): string {
  // Four independent 32-bit FNV-1a lanes, each seeded differently.
  const lanes = [0x811c9dc5, 0x01000193 ^ 0x5bd1e995, 0x9e3779b9, 0x7f4a7c15];
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    for (let lane = 0; lane < 4; lane++) {
      lanes[lane] = Math.imul(lanes[lane]! ^ (c + lane * 131), 0x01000193) >>> 0;
    }
  }
  const hex = lanes.map((lane) => lane.toString(16).padStart(8, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${(
    (Number.parseInt(hex[16]!, 16) & 0x3) | 0x8
  ).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Rule 1: whether a fix may place a truck in or out of a site. */
export const isUsable = (fix: { accuracy: number | null }) =>
  fix.accuracy === null || fix.accuracy <= CYCLES.maxUsefulAccuracyMetres;

/**
 * The moment a truck crossed the line between two fixes on either side of it: from the speed
 * of the fix nearer the line when it reports one (the shorter guess), else in proportion to
 * how far each fix lies from the line. Always between the two fixes.
 */
export function crossingTime(before: Side, after: Side): number {
  const guesses: Array<{ distance: number; at: number }> = [];
  if (before.speed !== null && before.speed >= CYCLES.stoppedBelowMps) {
    guesses.push({
      distance: before.distance,
      at: before.t + (before.distance / before.speed) * 1000,
    });
  }
  if (after.speed !== null && after.speed >= CYCLES.stoppedBelowMps) {
    guesses.push({ distance: after.distance, at: after.t - (after.distance / after.speed) * 1000 });
  }
  let at: number;
  if (guesses.length > 0) {
    guesses.sort((a, b) => a.distance - b.distance);
    at = guesses[0]!.at;
  } else {
    const total = before.distance + after.distance;
    at =
      total === 0
        ? (before.t + after.t) / 2
        : before.t + ((after.t - before.t) * before.distance) / total;
  }
  return Math.min(after.t, Math.max(before.t, Math.round(at)));
}

/** Far enough from a fence that no rule can care: beyond the silence's reach and the edge's. */
const REACH_METRES = CYCLES.silenceNearMetres + CYCLES.edgeToleranceMaxMetres + 50;

/**
 * Folds fixes (any order; they are sorted here, and any not after the state's last fix are
 * the caller's to recount) into the state. `scope` names the company and driver, for ids.
 */
export function foldVisits(
  scope: string,
  sites: readonly EngineSite[],
  start: FoldState,
  fixes: readonly EngineFix[],
): FoldOutput {
  const state: FoldState = {
    last: start.last ? { ...start.last } : null,
    open: start.open.map((v) => ({ ...v })),
  };
  const closed: Visit[] = [];
  const openedIds = new Set<string>();
  const byId = new Map(sites.map((site) => [site.id, site]));
  const sorted = isSorted(fixes) ? fixes : [...fixes].sort(compareFixes);
  // The sites within reach of the fix being folded and their distances, reused fix to fix.
  const nearSites: EngineSite[] = [];
  const nearDistances: number[] = [];

  for (const fix of sorted) {
    if (!isUsable(fix)) continue;
    const last = state.last;
    if (last && !isAfter(fix, last)) continue;
    const speed = effectiveSpeed(fix, last);

    nearSites.length = 0;
    nearDistances.length = 0;
    for (const site of sites) {
      if (site.until !== null && fix.t >= site.until) continue;
      if (isBeyondBox(site.fence, fix, REACH_METRES) && !openVisitAt(state, site.id)) continue;
      nearSites.push(site);
      nearDistances.push(signedDistanceMetres(site.fence, fix));
    }

    // Rule 5: a silence near one site, with neither end inside it, is an inferred visit.
    if (last && fix.t - last.t >= CYCLES.silenceMs) {
      const inferred = inferredSiteOf(
        sites,
        last,
        fix,
        speed,
        nearSites,
        nearDistances,
        state.open,
      );
      if (inferred) {
        closed.push({
          id: visitIdOf(scope, inferred.id, fix.t, true),
          siteId: inferred.id,
          arrivedAt: last.t,
          departedAt: fix.t,
          inferred: true,
          openedAt: fix.t,
          closedAt: fix.t,
        });
      }
    }

    for (let index = 0; index < nearSites.length; index++) {
      const site = nearSites[index]!;
      const distance = nearDistances[index]!;
      const inside = isInside(distance, speed, fix.accuracy);
      const visit = openVisitAt(state, site.id);
      if (visit) {
        if (inside) {
          visit.lastInside = sideOf(fix, speed, Math.max(0, -distance));
          visit.outside = null;
          continue;
        }
        if (visit.outside === null) {
          visit.outside = sideOf(fix, speed, Math.max(0, distance));
        } else if (visit.outside.speed === null && fix.t - visit.outside.t <= 30_000) {
          // The first fix outside told no speed: the next one says how fast it was going.
          visit.outside.speed = impliedSpeed(visit.outside, fix);
        }
        // Seen outside for a minute: one fix outside after a minute of silence is not enough
        // (a parked truck's phone reports once a minute, and jitter may put that one outside).
        if (fix.t - visit.outside.t >= CYCLES.leaveAfterOutsideMs) {
          const departedAt = crossingTime(visit.lastInside, visit.outside);
          closed.push(closeVisit(visit, departedAt, fix.t));
          state.open = state.open.filter((open) => open !== visit);
        }
      } else if (inside) {
        const depth = Math.max(0, -distance);
        const arrivedAt =
          last === null
            ? fix.t
            : crossingTime(
                {
                  t: last.t,
                  distance: Math.max(0, distanceFrom(site, last)),
                  speed: last.speed,
                },
                { t: fix.t, distance: depth, speed },
              );
        const opened: OpenVisit = {
          id: visitIdOf(scope, site.id, fix.t, false),
          siteId: site.id,
          arrivedAt,
          openedAt: fix.t,
          lastInside: sideOf(fix, speed, depth),
          outside: null,
        };
        state.open.push(opened);
        openedIds.add(opened.id);
      }
    }
    // A visit at a site that stopped counting (archived) ends where the site did.
    if (state.open.length > 0) {
      for (const visit of [...state.open]) {
        if (nearSites.some((site) => site.id === visit.siteId)) continue;
        const site = byId.get(visit.siteId);
        const until = site?.until ?? fix.t;
        const departedAt = Math.min(fix.t, Math.max(visit.lastInside.t, until));
        closed.push(closeVisit(visit, departedAt, fix.t));
        state.open = state.open.filter((open) => open !== visit);
      }
    }
    if (state.last) {
      state.last.t = fix.t;
      state.last.device = fix.device;
      state.last.seq = fix.seq;
      state.last.latitude = fix.latitude;
      state.last.longitude = fix.longitude;
      state.last.speed = speed;
    } else {
      state.last = {
        t: fix.t,
        device: fix.device,
        seq: fix.seq,
        latitude: fix.latitude,
        longitude: fix.longitude,
        speed,
      };
    }
  }
  return {
    state,
    closed,
    opened: state.open.filter((visit) => openedIds.has(visit.id)),
  };
}

/**
 * Rule 2: within the fence, or stopped (under 1 m/s) within the fix's accuracy, at most 25 m,
 * of it.
 */
function isInside(distance: number, speed: number | null, accuracy: number | null) {
  return (
    distance <= 0 ||
    (speed !== null &&
      speed < CYCLES.stoppedBelowMps &&
      accuracy !== null &&
      distance <= Math.min(accuracy, CYCLES.edgeToleranceMaxMetres))
  );
}

const sideOf = (fix: EngineFix, speed: number | null, distance: number): Side => ({
  t: fix.t,
  distance,
  speed,
  latitude: fix.latitude,
  longitude: fix.longitude,
});

const openVisitAt = (state: FoldState, siteId: string) => {
  for (const visit of state.open) if (visit.siteId === siteId) return visit;
  return undefined;
};

/** Whether the fix comes after the last one counted, in counting's order. */
export const isAfter = (fix: Ordered, last: Ordered) => compareFixes(fix, last) > 0;

function isSorted(fixes: readonly EngineFix[]) {
  for (let i = 1; i < fixes.length; i++)
    if (compareFixes(fixes[i - 1]!, fixes[i]!) > 0) return false;
  return true;
}

function closeVisit(visit: OpenVisit, departedAt: number, closedAt: number): Visit {
  return {
    id: visit.id,
    siteId: visit.siteId,
    arrivedAt: visit.arrivedAt,
    departedAt: Math.max(visit.arrivedAt, departedAt),
    inferred: false,
    openedAt: visit.openedAt,
    closedAt,
  };
}

const distanceFrom = (site: EngineSite, point: { latitude: number; longitude: number }) =>
  signedDistanceMetres(site.fence, point);

/**
 * The fix's speed: as reported, or else as implied by the last fix when it is recent.
 */
function effectiveSpeed(fix: EngineFix, last: LastFix | null): number | null {
  if (fix.speed !== null) return fix.speed;
  if (!last || fix.t - last.t > 120_000) return null;
  return impliedSpeed(last, fix);
}

/**
 * The speed between two fixes, straight line over the time between. Jitter makes a parked
 * truck seem to creep, but by metres a minute (its phone records once a minute), far under
 * the 1 m/s that counts as moving.
 */
function impliedSpeed(
  from: { t: number; latitude?: number; longitude?: number },
  to: EngineFix,
): number | null {
  const seconds = (to.t - from.t) / 1000;
  if (seconds <= 0 || from.latitude === undefined || from.longitude === undefined) return null;
  return haversineMetres({ latitude: from.latitude, longitude: from.longitude }, to) / seconds;
}

/**
 * Rule 5's site for a silence between `last` and `fix`: within 150 m of both ends, the nearest
 * site to both, and neither end inside it (a visit already under way bridges its own silence).
 */
function inferredSiteOf(
  sites: readonly EngineSite[],
  last: LastFix,
  fix: EngineFix,
  speed: number | null,
  nearSites: readonly EngineSite[],
  nearDistances: readonly number[],
  open: OpenVisit[],
): EngineSite | null {
  let after = -1;
  for (let index = 0; index < nearSites.length; index++) {
    if (after < 0 || nearDistances[index]! < nearDistances[after]!) after = index;
  }
  if (after < 0) return null;
  const site = nearSites[after]!;
  const distance = nearDistances[after]!;
  if (distance > CYCLES.silenceNearMetres || isInside(distance, speed, fix.accuracy)) return null;
  // A visit there under way (or just left) already accounts for the truck being there.
  if (open.some((visit) => visit.siteId === site.id)) return null;
  let before: { site: EngineSite; distance: number } | null = null;
  for (const candidate of sites) {
    if (candidate.until !== null && last.t >= candidate.until) continue;
    if (isBeyondBox(candidate.fence, last, REACH_METRES)) continue;
    const d = distanceFrom(candidate, last);
    if (!before || d < before.distance) before = { site: candidate, distance: d };
  }
  if (!before || before.site.id !== site.id) return null;
  if (before.distance <= 0 || before.distance > CYCLES.silenceNearMetres) return null;
  return site;
}
