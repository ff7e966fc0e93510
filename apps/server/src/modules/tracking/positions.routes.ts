import {
  ErrorBodySchema,
  PositionBatchResultSchema,
  PositionBatchSchema,
  TrackingEventSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { signedInRoutes } from "../../http/routes.js";
import type { IngestService } from "./ingest.service.js";

const tags = ["tracking"];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Where drivers' browsers send positions and beacons. */
export async function positionsRoutes(
  fastify: FastifyInstance,
  options: { ingest: IngestService },
) {
  const { ingest } = options;
  const app = signedInRoutes(fastify);
  // A queue drains in several uploads: the ingest allowance, not the general one.
  const config = { allowance: "ingest" } as const;

  app.post("/api/positions", {
    config,
    schema: {
      tags,
      summary: "Upload queued position fixes (stored once per device and seq)",
      body: PositionBatchSchema,
      response: { 200: PositionBatchResultSchema, ...errors },
    },
    handler: (request) => ingest.ingestBatch(actorOf(request), request.body),
  });

  app.post("/api/positions/events", {
    config,
    schema: {
      tags,
      summary: "A tracking beacon: paused, resumed, stopped or heartbeat",
      body: TrackingEventSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await ingest.recordEvent(actorOf(request), request.body);
      return reply.status(204).send(null);
    },
  });
}
