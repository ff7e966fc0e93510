import { z } from "zod";
import { DocumentSchema } from "./documents.js";
import { JobSchema } from "./jobs.js";
import { MyLoadsSchema } from "./loads.js";

/**
 * `GET /api/drivers/{driverId}/work`: what a driver does for the contractor's company, for
 * the driver page: the jobs they are on, their loads (in progress, then the latest), and the
 * documents the company sent them, newest first.
 */
export const DriverWorkSchema = z.object({
  jobs: z.array(JobSchema),
  loads: MyLoadsSchema,
  documents: z.array(DocumentSchema),
});
export type DriverWork = z.infer<typeof DriverWorkSchema>;
