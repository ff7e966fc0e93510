import type { Worker } from "../../workers/worker.js";
import type { CountingService } from "./counting.service.js";

/**
 * On the cluster's leader, every 10 s: late fixes still waiting for their recount, then the
 * last 7 days counted again wherever a company's sites or a job's route changed.
 */
export function cycleRecountWorker(counting: CountingService): Worker {
  return {
    name: "cycles-recount",
    intervalMs: 10_000,
    tick: async (now) => {
      await counting.recountDue();
      await counting.catchUp(now);
    },
  };
}
