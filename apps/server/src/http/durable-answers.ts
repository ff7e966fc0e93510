import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/database.js";
import { isSafeMethod } from "./methods.js";

/**
 * Answers a request that may have written only once its writes are on disk, so a client that
 * drops what it sent on a 2xx (a driver's queue of positions, a form) never loses it to a
 * power cut. Reads are answered at once.
 */
export function registerDurableAnswers(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, "flushed">,
) {
  app.addHook("onSend", async (request, _reply, payload) => {
    if (!isSafeMethod(request.method)) await database.flushed();
    return payload;
  });
}
