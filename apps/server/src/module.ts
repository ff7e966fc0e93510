import type { FastifyInstance } from "fastify";
import type { Clock } from "./clock.js";
import type { Db } from "./db/database.js";
import type { Dialect } from "./db/dialect.js";
import type { EventBus } from "./events/bus.js";
import type { RealtimeHub } from "./realtime/hub.js";
import type { Worker } from "./workers/worker.js";

/** What every module may be given: the database, its dialect, the clock and the event bus. */
export type ModuleCore = { db: Db; dialect: Dialect; clock: Clock; events: EventBus };

/**
 * What a feature module hands the composition root. `createXModule(deps)` builds the
 * module's services and subscribes its listeners; app.ts then registers these parts once
 * the HTTP server and the realtime hub exist. Its services ride along on the same object,
 * named, for the modules created after it.
 */
export type ServerModule = {
  /** Registers the module's routes (each routes file in its own Fastify context). */
  routes?(app: FastifyInstance): Promise<void>;
  /** Registers its realtime channels and the listeners that publish to them. */
  channels?(hub: RealtimeHub): void;
  /** Its periodic work, run on the instance that leads the cluster. */
  workers?: Worker[];
  /** The module's services, by name (`trucks`, `jobs`…), for the modules created after it. */
  [service: string]: unknown;
};
