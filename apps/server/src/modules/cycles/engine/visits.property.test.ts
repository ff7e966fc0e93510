import { CYCLES, type SiteGeometry } from "@haulwise/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frameAt, Trajectory, type TrueSample, type XY } from "../simulator/trajectory.js";
import {
  crossingTime,
  type EngineFix,
  emptyFoldState,
  engineSiteOf,
  foldVisits,
  isAfter,
  type Visit,
} from "./visits.js";

const numRuns = Number(process.env.FAST_CHECK_RUNS ?? 100);
const frame = frameAt({ latitude: 36.75, longitude: -119.8 });
const START = Date.UTC(2030, 2, 1, 8);

/** A pit: a circle of 100 m at the origin; a dump: a square 150 m a side, 600 m east. */
const PIT: SiteGeometry = {
  type: "circle",
  center: frame.toGeo({ x: 0, y: 0 }),
  radiusMetres: 100,
};
const DUMP: SiteGeometry = {
  type: "polygon",
  points: [
    { x: 600, y: -75 },
    { x: 750, y: -75 },
    { x: 750, y: 75 },
    { x: 600, y: 75 },
  ].map(frame.toGeo),
};
const sites = [
  engineSiteOf({ id: "pit", geometry: PIT, archivedAt: null }),
  engineSiteOf({ id: "dump", geometry: DUMP, archivedAt: null }),
];

let seq = 0;
/** A fix of the flat world at `t`, as a phone would send it. */
function fixAt(
  t: number,
  at: XY,
  options: { accuracy?: number | null; speed?: number | null; device?: string } = {},
): EngineFix {
  seq++;
  return {
    t,
    device: options.device ?? "phone",
    seq,
    ...frame.toGeo(at),
    accuracy: options.accuracy === undefined ? 8 : options.accuracy,
    speed: options.speed === undefined ? null : options.speed,
  };
}

/** Every `every` seconds of a true path, with its true speed. */
const sampled = (samples: TrueSample[], every: number, offset = 0) =>
  samples
    .filter((_, index) => (index + offset) % every === 0)
    .map((sample) => fixAt(sample.t, sample, { speed: sample.speed }));

const fold = (fixes: EngineFix[]) => foldVisits("scope", sites, emptyFoldState(), fixes);

/** A truck that drives into the pit, stays `seconds`, and drives out east. */
function pitStay(seconds: number, speed = 6) {
  const path = new Trajectory({ x: -500, y: 10 }, START);
  path
    .drive([{ x: 0, y: 10 }], speed)
    .stay(seconds)
    .drive([{ x: 4000, y: 10 }], speed);
  return path.samples;
}

/** The true crossing times of the pit fence (circle of 100 m) by a path. */
function trueCrossings(samples: TrueSample[]) {
  const inside = (s: TrueSample) => Math.hypot(s.x, s.y) <= 100;
  const crossings: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    if (inside(a) !== inside(b)) {
      const da = Math.hypot(a.x, a.y) - 100;
      const db = Math.hypot(b.x, b.y) - 100;
      crossings.push(a.t + ((b.t - a.t) * da) / (da - db));
    }
  }
  return crossings;
}

const comparable = (visits: Visit[]) =>
  [...visits].sort((a, b) => a.arrivedAt - b.arrivedAt || a.siteId.localeCompare(b.siteId));

describe("counting rules, property by property", () => {
  it("rule 1: fixes reporting worse than 50 m, anywhere, never change the visits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 130, max: 900 }),
        fc.array(
          fc.record({
            second: fc.integer({ min: 0, max: 1500 }),
            x: fc.double({ min: -400, max: 900, noNaN: true }),
            y: fc.double({ min: -200, max: 200, noNaN: true }),
            accuracy: fc.double({ min: 50.01, max: 5000, noNaN: true }),
            speed: fc.option(fc.double({ min: 0, max: 30, noNaN: true })),
          }),
          { maxLength: 40 },
        ),
        (stay, rough) => {
          const honest = sampled(pitStay(stay), 5);
          const noise = rough.map((entry) =>
            fixAt(START + entry.second * 1000 + 1, entry, {
              accuracy: entry.accuracy,
              speed: entry.speed,
              device: "other",
            }),
          );
          const clean = fold(honest);
          const noisy = fold([...honest, ...noise]);
          expect(comparable(noisy.closed)).toEqual(comparable(clean.closed));
        },
      ),
      { numRuns },
    );
  });

  it("rule 2: a stopped truck within its accuracy (≤ 25 m) of the fence is inside; moving, or further, it is not", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 24.9, noNaN: true }),
        fc.double({ min: 1, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (outBy, accuracy, angle) => {
          // Exactly on the limit, rounding decides; the rule is tested either side of it.
          fc.pre(Math.abs(outBy - Math.min(accuracy, CYCLES.edgeToleranceMaxMetres)) > 0.01);
          const at = { x: (100 + outBy) * Math.cos(angle), y: (100 + outBy) * Math.sin(angle) };
          const stopped = fold([fixAt(START, at, { accuracy, speed: 0 })]);
          const moving = fold([fixAt(START, at, { accuracy, speed: 5 })]);
          const within = outBy <= Math.min(accuracy, CYCLES.edgeToleranceMaxMetres);
          expect(stopped.opened.length).toBe(within ? 1 : 0);
          expect(moving.opened).toEqual([]);
        },
      ),
      { numRuns },
    );
  });

  it("rule 2: jitter of a truck parked at the fence edge never splits its visit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 40 }),
        fc.array(fc.double({ min: -15, max: 11.9, noNaN: true }), { minLength: 40, maxLength: 40 }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (minutes, offsets, angle) => {
          const edge = (offset: number) => ({
            x: (100 + offset) * Math.cos(angle),
            y: (100 + offset) * Math.sin(angle),
          });
          const fixes = [fixAt(START, edge(-20), { speed: 3 })];
          // Parked on the line: a fix a minute, each off by up to 12 m with 12 m accuracy.
          for (let minute = 1; minute <= minutes; minute++) {
            fixes.push(
              fixAt(START + minute * 60_000, edge(offsets[minute % 40]!), {
                accuracy: 12,
                speed: 0,
              }),
            );
          }
          // Then it drives away, fixes every 5 s.
          const away = START + (minutes + 1) * 60_000;
          for (let step = 1; step <= 30; step++) {
            fixes.push(fixAt(away + step * 5000, edge(step * 25), { speed: 5 }));
          }
          const result = fold(fixes);
          expect(result.closed).toHaveLength(1);
          expect(result.closed[0]!.departedAt).toBeGreaterThanOrEqual(START + minutes * 60_000);
        },
      ),
      { numRuns },
    );
  });

  it("rule 3: arrival and departure are the crossings, within a second with honest speeds, and always between the fixes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 150, max: 900 }),
        fc.double({ min: 2, max: 20, noNaN: true }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 9 }),
        (stay, speed, every, offset) => {
          const samples = pitStay(stay, speed);
          const [arrived, departed] = trueCrossings(samples);
          const fixes = sampled(samples, every, offset);
          const [visit] = fold(fixes).closed;
          expect(visit).toBeDefined();
          expect(Math.abs(visit!.arrivedAt - arrived!)).toBeLessThanOrEqual(1000);
          expect(Math.abs(visit!.departedAt - departed!)).toBeLessThanOrEqual(1000);
          // Without speeds, the guess is still between the fixes either side of the line.
          const blind = fold(fixes.map((fix) => ({ ...fix, speed: null })));
          const guess = blind.closed[0]!;
          expect(Math.abs(guess.arrivedAt - arrived!)).toBeLessThanOrEqual(every * 1000);
          expect(Math.abs(guess.departedAt - departed!)).toBeLessThanOrEqual(every * 1000);
        },
      ),
      { numRuns },
    );
  });

  it("rule 3: a visit ends only once the truck has been seen outside for a minute", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 120 }), (outsideSeconds) => {
        // Inside, out through the fence to 30 m beyond for a while, back in, then away.
        const path = new Trajectory({ x: -300, y: 0 }, START);
        path.drive([{ x: 0, y: 0 }], 6).stay(300);
        path
          .drive([{ x: 130, y: 0 }], 6)
          .stay(outsideSeconds)
          .drive([{ x: 0, y: 0 }], 6)
          .stay(200);
        path.drive([{ x: 0, y: 600 }], 6);
        const visits = fold(sampled(path.samples, 5)).closed.filter((v) => v.siteId === "pit");
        // Seen outside for 60 s or more splits the stay in two; less never does.
        const seenOutside = outsideSeconds + 2 * (30 / 6);
        if (seenOutside < 55) expect(visits).toHaveLength(1);
        if (seenOutside > 70) expect(visits).toHaveLength(2);
      }),
      { numRuns },
    );
  });

  it("rule 5: a silence of 2 minutes or more near one site, nearest to both ends, is an inferred visit spanning it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 900 }),
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 1, max: 200, noNaN: true }),
        (silenceSeconds, before, after) => {
          // Approaching the dump (west edge at x=600) from the west, then leaving the same way.
          const last = fixAt(START, { x: 600 - before, y: 0 }, { speed: 6 });
          const next = fixAt(
            START + silenceSeconds * 1000,
            { x: 600 - after, y: 10 },
            { speed: 6 },
          );
          const result = fold([last, next]);
          const nearPit = (x: number) => x - 100 < 600 - x; // nearer the pit's fence than the dump's
          const expected =
            silenceSeconds * 1000 >= CYCLES.silenceMs &&
            before <= CYCLES.silenceNearMetres &&
            after <= CYCLES.silenceNearMetres &&
            !nearPit(600 - before) &&
            !nearPit(600 - after);
          expect(result.closed.filter((visit) => visit.inferred)).toEqual(
            expected
              ? [
                  expect.objectContaining({
                    siteId: "dump",
                    arrivedAt: last.t,
                    departedAt: next.t,
                    inferred: true,
                  }),
                ]
              : [],
          );
        },
      ),
      { numRuns },
    );
  });

  it("rule 7: the same fixes give the same visits in any order, in any batches, sent twice", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 600 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
        fc.integer(),
        (stay, every, cuts, seed) => {
          const path = new Trajectory({ x: -400, y: 20 }, START);
          path
            .drive([{ x: 0, y: 20 }], 7)
            .stay(stay)
            .drive([{ x: 650, y: 0 }], 9)
            .stay(stay / 2);
          path.drive([{ x: 650, y: 500 }], 9);
          const fixes = sampled(path.samples, every);
          const once = fold(fixes);
          // Shuffled and duplicated: the fold sorts, and a fix not after the last one is skipped.
          const shuffled = [...fixes, ...fixes.slice(0, 10)].sort(
            (a, b) => hash(`${a.device}|${a.seq}`, seed) - hash(`${b.device}|${b.seq}`, seed),
          );
          const unique = [
            ...new Map(shuffled.map((fix) => [`${fix.device}|${fix.seq}`, fix])).values(),
          ];
          expect(comparable(fold(unique).closed)).toEqual(comparable(once.closed));
          // In batches, each folded onto the state the last one left, as live counting does.
          let state = emptyFoldState();
          const closed: Visit[] = [];
          let from = 0;
          for (const cut of [...cuts, fixes.length]) {
            const batch = fixes.slice(from, Math.min(fixes.length, from + cut));
            from += batch.length;
            const result = foldVisits("scope", sites, JSON.parse(JSON.stringify(state)), batch);
            closed.push(...result.closed);
            state = result.state;
            if (from >= fixes.length) break;
          }
          if (from < fixes.length) {
            const rest = foldVisits("scope", sites, state, fixes.slice(from));
            closed.push(...rest.closed);
            state = rest.state;
          }
          expect(comparable(closed)).toEqual(comparable(once.closed));
          expect(state).toEqual(once.state);
        },
      ),
      { numRuns },
    );
  });

  it("counts in the order of time, then device and sequence", () => {
    const a = { t: 5, device: "b", seq: 9 };
    expect(isAfter({ t: 6, device: "a", seq: 1 }, a)).toBe(true);
    expect(isAfter({ t: 5, device: "c", seq: 1 }, a)).toBe(true);
    expect(isAfter({ t: 5, device: "b", seq: 10 }, a)).toBe(true);
    expect(isAfter({ t: 5, device: "b", seq: 9 }, a)).toBe(false);
    expect(isAfter({ t: 4, device: "z", seq: 99 }, a)).toBe(false);
  });

  it("estimates a crossing between the two fixes, from the speed of the one nearer the line", () => {
    const before = { t: 0, distance: 40, speed: 10 };
    const after = { t: 10_000, distance: 5, speed: 5 };
    expect(crossingTime(before, after)).toBe(9000);
    expect(crossingTime({ ...before, speed: null }, { ...after, speed: null })).toBe(8889);
    expect(
      crossingTime({ t: 0, distance: 500, speed: 1 }, { t: 10_000, distance: 0, speed: null }),
    ).toBe(10_000);
  });
});

/** A deterministic shuffle key. */
function hash(text: string, seed: number) {
  let value = seed | 0;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x9e3779b1);
  return value;
}
