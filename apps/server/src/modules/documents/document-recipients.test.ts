import { messages, NOTIFICATION_TYPES } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, type TestClient } from "../../test/client.js";
import { documentFilesIn, pdfFile } from "../../test/files.js";
import { inviteNewDriver, jobInput, sendDocument } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";

type Person = { userId: string; client: TestClient };
const sitePlan = { data: pdfFile(), filename: "site-plan.pdf", contentType: "application/pdf" };

/** One upload sent to several drivers, or to everyone on the job: one file, a document each. */
describe("a document sent to several drivers", () => {
  const ctx = useTestApp();

  async function company() {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const ana = await inviteNewDriver(ctx, contractor, { firstName: "Ana", lastName: "Ruiz" });
    const ben = await inviteNewDriver(ctx, contractor, { firstName: "Ben", lastName: "Ode" });
    const cal = await inviteNewDriver(ctx, contractor, { firstName: "Cal", lastName: "Park" });
    const dee = await inviteNewDriver(ctx, contractor, { firstName: "Dee", lastName: "Vance" });
    const job = (await contractor.client.post("/api/jobs", jobInput)).json();
    return { contractor, ana, ben, cal, dee, job };
  }

  const filesOnDisk = () => documentFilesIn(ctx.config.storage.root);
  const usedBytes = async (companyId: string) =>
    Number(
      (
        await ctx.database.db
          .selectFrom("company_storage")
          .select("used_bytes")
          .where("company_id", "=", companyId)
          .executeTakeFirst()
      )?.used_bytes ?? 0,
    );
  const documentsOf = async (driver: Person) =>
    (await driver.client.get("/api/driver/documents")).json().documents as {
      id: string;
      fileName: string;
      driver: { id: string };
    }[];
  const documentNotices = async (driver: Person) =>
    (await driver.client.get("/api/notifications"))
      .json()
      .notifications.filter(
        (n: { type: string }) => n.type === NOTIFICATION_TYPES.documentSent,
      ) as { id: string; readAt: string | null }[];

  it("stores one file for three drivers; each sees and is told of their own, reads it on their own, and loses it only when it is deleted for them", async () => {
    const { contractor, ana, ben, cal, dee, job } = await company();
    const filesBefore = filesOnDisk();
    const sent = await sendDocument(
      contractor.client,
      job.id,
      { driverIds: `${ana.userId}, ${ben.userId},${cal.userId},${ana.userId}`, notes: "Gate 3" },
      sitePlan,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const { documents } = sent.json();
    expect(documents.map((d: { driver: { name: string } }) => d.driver.name)).toEqual([
      "Ana Ruiz",
      "Ben Ode",
      "Cal Park",
    ]);
    expect(new Set(documents.map((d: { id: string }) => d.id)).size).toBe(3);
    expect(documents[0]).toMatchObject({ fileName: "site-plan.pdf", notes: "Gate 3" });

    // One file, counted once against the company's storage.
    expect(filesOnDisk()).toBe(filesBefore + 1);
    expect(await usedBytes(job.companyId)).toBe(pdfFile().length);
    const paths = await ctx.database.db
      .selectFrom("documents")
      .select("file_path")
      .where("job_id", "=", job.id)
      .execute();
    expect(new Set(paths.map((p) => p.file_path)).size).toBe(1);

    // Each driver sees their own document and nobody else's; Dee was not chosen.
    for (const [driver, document] of [
      [ana, documents[0]],
      [ben, documents[1]],
      [cal, documents[2]],
    ] as const) {
      expect((await documentsOf(driver)).map((d) => d.id)).toEqual([document.id]);
      const download = await driver.client.get(`/api/documents/${document.id}/download`);
      expect(download.rawPayload.equals(pdfFile())).toBe(true);
    }
    expect(await documentsOf(dee)).toEqual([]);
    expect((await ana.client.get(`/api/documents/${documents[1].id}/download`)).statusCode).toBe(
      404,
    );

    // Each was told, and reading it is each one's own.
    await ctx.events.settled();
    const anaNotices = await documentNotices(ana);
    expect(anaNotices).toHaveLength(1);
    await ana.client.post(`/api/notifications/${anaNotices[0]!.id}/read`);
    expect((await documentNotices(ana))[0]!.readAt).not.toBeNull();
    expect((await documentNotices(ben)).map((n) => n.readAt)).toEqual([null]);
    expect(await documentNotices(dee)).toEqual([]);

    // Deleting Ben's copy leaves Ana's and Cal's, and the file; the last one takes the file.
    expect((await contractor.client.delete(`/api/documents/${documents[1].id}`)).statusCode).toBe(
      204,
    );
    await ctx.events.settled();
    expect(await documentsOf(ben)).toEqual([]);
    expect(await documentNotices(ben)).toEqual([]);
    expect((await documentsOf(ana)).map((d) => d.id)).toEqual([documents[0].id]);
    expect(filesOnDisk()).toBe(filesBefore + 1);
    expect(await usedBytes(job.companyId)).toBe(pdfFile().length);
    const download = await cal.client.get(`/api/documents/${documents[2].id}/download`);
    expect(download.rawPayload.equals(pdfFile())).toBe(true);

    await Promise.all([
      contractor.client.delete(`/api/documents/${documents[0].id}`),
      contractor.client.delete(`/api/documents/${documents[2].id}`),
      contractor.client.delete(`/api/documents/${documents[2].id}`),
    ]);
    expect(filesOnDisk()).toBe(filesBefore);
    expect(await usedBytes(job.companyId)).toBe(0);
    expect((await contractor.client.get(`/api/jobs/${job.id}/documents`)).json().documents).toEqual(
      [],
    );
  });

  it("sends to everyone on the job: the drivers on its roster, not those asking to join", async () => {
    const { contractor, ana, ben, cal, dee, job } = await company();
    for (const driver of [ana, cal]) {
      await contractor.client.post(`/api/jobs/${job.id}/drivers`, { driverId: driver.userId });
    }
    await ben.client.post(`/api/jobs/${job.id}/join-requests`);

    const sent = await sendDocument(contractor.client, job.id, { sendTo: "job" }, sitePlan);
    expect(sent.statusCode).toBe(201);
    expect(
      sent
        .json()
        .documents.map((d: { driver: { id: string } }) => d.driver.id)
        .sort(),
    ).toEqual([ana.userId, cal.userId].sort());
    expect(await documentsOf(ana)).toHaveLength(1);
    expect(await documentsOf(cal)).toHaveLength(1);
    expect(await documentsOf(ben)).toEqual([]);
    expect(await documentsOf(dee)).toEqual([]);
  });

  it("refuses, storing nothing: another company's driver among the chosen, no one chosen, and a job nobody is on", async () => {
    const { contractor, ana, job } = await company();
    const other = await createVerifiedUser(ctx, { role: "contractor" });
    const outsider = await inviteNewDriver(ctx, other, { firstName: "Out", lastName: "Sider" });
    const filesBefore = filesOnDisk();

    const mixed = await sendDocument(
      contractor.client,
      job.id,
      { driverIds: `${ana.userId},${outsider.userId}` },
      sitePlan,
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.message).toBe(messages.drivers.notInCompany);

    const noOne = await sendDocument(contractor.client, job.id, { driverIds: " , " }, sitePlan);
    expect(noOne.statusCode).toBe(400);
    expect(noOne.json().error.message).toBe(messages.documents.recipientsRequired);

    const emptyJob = await sendDocument(contractor.client, job.id, { sendTo: "job" }, sitePlan);
    expect(emptyJob.statusCode).toBe(400);
    expect(emptyJob.json().error.message).toBe(messages.documents.nobodyOnJob);

    const tooMany = await sendDocument(
      contractor.client,
      job.id,
      { driverIds: Array.from({ length: 201 }, (_, i) => `driver-${i}`).join(",") },
      sitePlan,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(messages.documents.tooManyRecipients);

    expect(filesOnDisk()).toBe(filesBefore);
    expect(await usedBytes(job.companyId)).toBe(0);
    expect(await documentsOf(ana)).toEqual([]);
    expect(await documentsOf(outsider)).toEqual([]);
    expect((await contractor.client.get(`/api/jobs/${job.id}/documents`)).json().documents).toEqual(
      [],
    );
  });

  it("keeps the one-driver upload as integrations send it: one driverId answers the document", async () => {
    const { contractor, ana, job } = await company();
    const sent = await sendDocument(contractor.client, job.id, { driverId: ana.userId }, sitePlan);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ fileName: "site-plan.pdf", driver: { id: ana.userId } });
    expect(sent.json().documents).toBeUndefined();
  });
});
