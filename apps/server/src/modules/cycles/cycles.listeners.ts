import { CYCLES } from "@haulwise/domain";
import type { Clock } from "../../clock.js";
import type { EventBus } from "../../events/bus.js";
import type { CountingService } from "./counting.service.js";

/**
 * Reactions that keep counts true: late fixes are recounted where they arrived, and a driver
 * put on (or taken off) a job has their recent cycles rebuilt for its route.
 */
export function listenForCounting(deps: {
  events: EventBus;
  clock: Clock;
  counting: CountingService;
}) {
  const { events, clock, counting } = deps;
  const weekAgo = () =>
    new Date(clock.now().getTime() - CYCLES.recomputeDays * 86_400_000).toISOString();

  events.on("cycles.recount_asked", async ({ companyId, driverId }) => {
    await counting.recountDriver(companyId, driverId, clock.now().toISOString());
    events.emit("cycles.recounted", { companyId, driverIds: [driverId] });
  });
  for (const name of [
    "job.driver_assigned",
    "job.join_approved",
    "job.driver_unassigned",
  ] as const) {
    events.on(name, ({ companyId, driverId }) =>
      counting.rebuildDriver(companyId, driverId, weekAgo()),
    );
  }
  events.on("site.changed", ({ companyId }) => counting.forgetSites(companyId));
}
