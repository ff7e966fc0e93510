import { randomUUID } from "node:crypto";
import type { SignUpDetails } from "./client.js";
import { createVerifiedUser, pathOf, signUpBody, TestClient } from "./client.js";
import { multipartForm } from "./files.js";
import type { TestContext } from "./harness.js";

type VerifiedUser = Awaited<ReturnType<typeof createVerifiedUser>>;

/** A job as a contractor creates it through POST /api/jobs. */
export const jobInput = {
  title: "Riverside gravel haul",
  description: "Move 400 t of gravel from the quarry to the river site.",
  location: "Riverside site",
  startDate: "2026-12-01",
};

/** Sends the document upload form as a browser does: its text fields, then the file if any. */
export function sendDocument(
  client: TestClient,
  jobId: string,
  fields: Record<string, string>,
  file?: { data: Buffer; filename: string; contentType: string },
) {
  return client.post(`/api/jobs/${jobId}/documents`, undefined, multipartForm(fields, file));
}

/** The contractor revokes the view access they granted to `email` on the job, by its grant. */
export async function revokeGrant(
  contractor: { client: TestClient },
  jobId: string,
  email: string,
) {
  const grants = (await contractor.client.get(`/api/jobs/${jobId}/permissions`)).json().grants as
    | Array<{ id: string; email: string }>
    | undefined;
  const grant = grants?.find((g) => g.email === email.toLowerCase());
  if (!grant) throw new Error(`no grant to ${email} on job ${jobId}`);
  return contractor.client.delete(`/api/jobs/${jobId}/permissions/${grant.id}`);
}

/** The token at the end of an invitation link. */
export function invitationToken(link: string): string {
  return new URL(link).pathname.split("/").pop()!;
}

/**
 * The whole invitation journey through the API: the contractor invites, the new person signs
 * up with the invited address, verifies, signs in and accepts.
 */
export async function inviteNewDriver(
  ctx: TestContext,
  contractor: VerifiedUser,
  details: SignUpDetails = {},
): Promise<VerifiedUser> {
  const body = signUpBody({ role: "driver", ...details });
  const invite = await contractor.client.post("/api/invitations", { emails: [body.email] });
  if (invite.statusCode !== 201) throw new Error(`invite failed: ${invite.body}`);
  const mail = await ctx.lastMailTo(body.email, /invited you/);
  const driver = await createVerifiedUser(ctx, { ...details, role: "driver", email: body.email });
  const accept = await driver.client.post("/api/invitations/accept", {
    token: invitationToken(mail.link!),
  });
  if (accept.statusCode !== 200) throw new Error(`accept failed: ${accept.body}`);
  return driver;
}

/**
 * A second contractor who runs the same company as `owner` (as a co-manager would), besides
 * the company of their own that sign-up gives them.
 */
export async function addCoContractor(
  ctx: TestContext,
  owner: VerifiedUser,
  details: SignUpDetails = {},
): Promise<VerifiedUser> {
  const colleague = await createVerifiedUser(ctx, { ...details, role: "contractor" });
  const { company_id } = await ctx.database.db
    .selectFrom("company_members")
    .select("company_id")
    .where("user_id", "=", owner.userId)
    .where("member_role", "=", "owner")
    .executeTakeFirstOrThrow();
  await ctx.database.db
    .insertInto("company_members")
    .values({
      company_id,
      user_id: colleague.userId,
      member_role: "contractor",
      joined_at: new Date().toISOString(),
    })
    .execute();
  return colleague;
}

/** A job row for figures that hang off jobs (metrics, positions), until jobs have their API. */
export async function insertJob(
  ctx: TestContext,
  contractorId: string,
  overrides: { latitude?: number; longitude?: number; title?: string } = {},
) {
  const company = await ctx.database.db
    .selectFrom("company_members")
    .select("company_id")
    .where("user_id", "=", contractorId)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const id = randomUUID();
  await ctx.database.db
    .insertInto("jobs")
    .values({
      id,
      company_id: company.company_id,
      contractor_id: contractorId,
      job_number: `JOB-${id.slice(0, 6)}`,
      title: overrides.title ?? "Quarry haul",
      description: "Gravel from the quarry to the site",
      status: "active",
      location: "Site A",
      location_address: null,
      latitude: overrides.latitude ?? null,
      longitude: overrides.longitude ?? null,
      start_date: now.slice(0, 10),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function insertPosition(
  ctx: TestContext,
  driverId: string,
  fix: {
    latitude: number;
    longitude: number;
    speed?: number | null;
    jobId?: string | null;
    at?: Date;
  },
) {
  const at = (fix.at ?? new Date()).toISOString();
  await ctx.database.db
    .insertInto("location_history")
    .values({
      id: randomUUID(),
      user_id: driverId,
      job_id: fix.jobId ?? null,
      kind: "position",
      latitude: fix.latitude,
      longitude: fix.longitude,
      altitude: null,
      accuracy: 10,
      speed: fix.speed ?? null,
      heading: null,
      recorded_at: at,
      created_at: at,
    })
    .execute();
}

export { pathOf, TestClient };
