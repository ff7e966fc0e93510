/**
 * A hauling simulator: trucks driven between a pit and two dumps by seeded scripts (queues,
 * scales, drive-throughs, a dead zone, traffic, a load taken home), the fixes their phones
 * record, and the true cycles beside them. Tests score the counting rules against it;
 * benchmarks and demos use it for realistic days of fixes.
 */
export { type SimDay, type SimTruck, simulateDay, type TrueCycle } from "./day.js";
export type { SimFix } from "./phone.js";
export { randomFrom } from "./random.js";
export { type CountedCycle, countTruck, engineFixOf, scoreCycles, worldRoutes } from "./score.js";
export { frameAt, type XY } from "./trajectory.js";
export { JOBS, ORIGIN, PLACES, type WorldSite, worldSites } from "./world.js";
