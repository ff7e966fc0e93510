import { describe, expect, it } from "vitest";
import { countTruck, scoreCycles, simulateDay } from "./index.js";

/**
 * The counting rules against labelled days: trucks hauling between a pit and two dumps
 * through queues, scales, drive-throughs, a dead zone, traffic, outliers and a load taken
 * home, scored against what truly happened. Each day is a seed; a failure names the day,
 * the truck and the scenarios it lived through.
 */
function scoreDays(seeds: number[], phone?: Parameters<typeof simulateDay>[0]["phone"]) {
  const entries = [];
  const scenarios = new Set<string>();
  for (const [index, seed] of seeds.entries()) {
    const day = simulateDay({ seed, start: Date.UTC(2030, 2, 1 + index), phone });
    for (const truck of day.trucks) {
      for (const scenario of truck.scenarios) scenarios.add(scenario);
      entries.push({
        label: `seed ${seed} truck ${truck.index} (${truck.scenarios.join("; ")})`,
        truth: truck.truth,
        counted: countTruck(day, truck),
      });
    }
  }
  return { score: scoreCycles(entries), scenarios };
}

describe("counted cycles against labelled days", () => {
  it("counts with precision ≥ 0.98 and recall ≥ 0.97, every matched time within 45 s", () => {
    const { score, scenarios } = scoreDays(Array.from({ length: 10 }, (_, i) => 1000 + i));
    console.log(
      `simulated days: ${score.truth} true cycles, ${score.counted} counted, precision ${score.precision.toFixed(4)}, recall ${score.recall.toFixed(4)}, worst time error ${score.worstTimeErrorSeconds.toFixed(1)} s`,
    );
    expect([...scenarios].sort()).toEqual([
      "a dead zone over D2",
      "a drive-through D1 on the way to D2",
      "a load taken home",
      "a red light 60 m from a dump",
      "a scale inside the pit",
      "a traffic stop on the road",
      "drive-through the pit",
      "dumping parked at the fence edge",
      "queue outside the pit gate",
      "the driver switched apps on the road",
      "the road past D1 to D2",
    ]);
    expect(score.truth).toBeGreaterThan(300);
    expect(score.precision, score.misses.join("\n")).toBeGreaterThanOrEqual(0.98);
    expect(score.recall, score.misses.join("\n")).toBeGreaterThanOrEqual(0.97);
    expect(score.worstTimeErrorSeconds, score.misses.join("\n")).toBeLessThanOrEqual(45);
  }, 120_000);

  it("keeps precision ≥ 0.98 and recall ≥ 0.97 with poor phones: 15 m accuracy, 4 % outliers, half the speeds missing", () => {
    const { score } = scoreDays(
      Array.from({ length: 6 }, (_, i) => 2000 + i),
      { accuracy: 15, outliers: 0.04, noSpeed: 0.5 },
    );
    console.log(
      `poor phones: ${score.truth} true cycles, ${score.counted} counted, precision ${score.precision.toFixed(4)}, recall ${score.recall.toFixed(4)}, worst time error ${score.worstTimeErrorSeconds.toFixed(1)} s`,
    );
    expect(score.precision, score.misses.join("\n")).toBeGreaterThanOrEqual(0.98);
    expect(score.recall, score.misses.join("\n")).toBeGreaterThanOrEqual(0.97);
  }, 120_000);
});
