import { createVerifiedUser } from "./client.js";
import { inviteNewDriver, jobInput } from "./fleet.js";
import type { TestContext } from "./harness.js";

type VerifiedUser = Awaited<ReturnType<typeof createVerifiedUser>>;

/** A contractor, a driver of theirs on a job, and that job: the smallest day of hauling. */
export async function haulingCrew(
  ctx: TestContext,
  options: { timeZone?: string; driverName?: { firstName: string; lastName: string } } = {},
) {
  const contractor = await createVerifiedUser(ctx, { role: "contractor" });
  if (options.timeZone) await setTimeZone(contractor, options.timeZone);
  const driver = await inviteNewDriver(ctx, contractor, options.driverName ?? {});
  const job = await createJobWithDriver(contractor, driver);
  return { contractor, driver, job };
}

/** A job of the contractor's company with `driver` active on it. */
export async function createJobWithDriver(
  contractor: VerifiedUser,
  driver: VerifiedUser,
  title = jobInput.title,
) {
  const job = (await contractor.client.post("/api/jobs", { ...jobInput, title })).json() as {
    id: string;
    title: string;
    jobNumber: string;
  };
  const assigned = await contractor.client.post(`/api/jobs/${job.id}/drivers`, {
    driverId: driver.userId,
  });
  if (assigned.statusCode >= 400) throw new Error(`assign failed: ${assigned.body}`);
  return job;
}

/** Sets the zone the contractor's company counts its days in, through the profile form. */
export async function setTimeZone(contractor: VerifiedUser, timeZone: string) {
  const saved = await contractor.client.put("/api/company", {
    companyName: "North Gravel",
    contactName: "Casey Contractor",
    phone: "555-0100",
    email: contractor.email,
    address: "1 Quarry Road",
    timeZone,
  });
  if (saved.statusCode !== 200) throw new Error(`time zone not saved: ${saved.body}`);
}

/** A load ticket as multipart: the JSON in `ticket`, the photo as the one file. */
export function ticketForm(
  ticket: Record<string, unknown>,
  photo?: { data: Buffer; fileName: string; contentType: string },
): { payload: Buffer; headers: Record<string, string> } {
  return rawTicketForm(JSON.stringify(ticket), photo);
}

/** The same form with the `ticket` field's text as given, JSON or not. */
export function rawTicketForm(
  ticketText: string,
  photo?: { data: Buffer; fileName: string; contentType: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----haulwise${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="ticket"\r\n\r\n${ticketText}\r\n`,
    ),
  ];
  if (photo) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${photo.fileName}"\r\nContent-Type: ${photo.contentType}\r\n\r\n`,
      ),
      photo.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
