import { messages } from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import type { Db } from "../../db/database.js";
import { notFound } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import * as repo from "./jobs.repo.js";

/** How a signed-in person relates to a job; anything else sees a 404. */
export type JobAccess = "contractor" | "driver" | "viewer";

const m = messages.jobs;

/**
 * Who may see a job, and as what: its company's contractors run it, its active drivers work
 * on it, people it was shared with view it. Everyone else is told it does not exist, so a
 * job's id says nothing to an outsider. Every job rule (the jobs, documents and loads
 * services, and the job topics) starts from here.
 */
export function createJobAccess(deps: {
  db: Db;
  companies: Pick<CompaniesService, "memberRoleOf">;
}) {
  const { db, companies } = deps;

  /** The job and the caller's relation to it, or a 404 that does not say whether it exists. */
  async function accessTo(
    actor: Actor,
    jobId: string,
  ): Promise<{
    job: repo.JobRow;
    access: JobAccess;
    /** The caller's grant, when they view the job by one. */
    grant?: { id: string; viewed_at: string | null };
  }> {
    const job = await repo.findJob(db, jobId);
    if (!job) throw notFound(m.jobNotFound);
    const memberRole = await companies.memberRoleOf(db, job.company_id, actor.userId);
    if (memberRole && memberRole !== "driver" && actor.role === "contractor") {
      return { job, access: "contractor" };
    }
    if (memberRole === "driver") {
      const assignment = await repo.findAssignment(db, jobId, actor.userId);
      if (assignment?.status === "active") return { job, access: "driver" };
    }
    const grant = await repo.findGrant(db, jobId, actor.userId);
    if (grant) return { job, access: "viewer", grant };
    throw notFound(m.jobNotFound);
  }

  /** The job, when the caller runs its company; a 404 for everyone else. */
  async function requireContractorJob(actor: Actor, jobId: string) {
    const { job, access } = await accessTo(actor, jobId);
    if (access !== "contractor") throw notFound(m.jobNotFound);
    return job;
  }

  return { accessTo, requireContractorJob };
}
