import { type PositionBatch, PositionBatchResultSchema } from "@haulwise/domain";
import { api } from "@/lib/api-client";

/** Sends queued fixes; the server stores each (device, seq) once and lists the ones it refuses. */
export const uploadPositions = (batch: PositionBatch) =>
  api.post("/api/positions", batch, PositionBatchResultSchema);
