import { randomUUID } from "node:crypto";
import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { multipartForm, pdfFile } from "../../test/files.js";
import { inviteNewDriver, jobInput } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { ticketForm } from "../../test/hauling.js";
import { noisePng } from "../../test/images.js";

const QUOTA = 64 * 1024;

/** A real PDF padded to `size` bytes. */
const pdfOfSize = (size: number) => {
  const pdf = pdfFile();
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
};

describe("storage quota per company", () => {
  const ctx = useTestApp({ STORAGE_QUOTA_BYTES: String(QUOTA) });

  async function setup() {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor);
    const job = (await contractor.client.post("/api/jobs", jobInput)).json();
    await contractor.client.post(`/api/jobs/${job.id}/drivers`, { driverId: driver.userId });
    const upload = (size: number) =>
      contractor.client.post(
        `/api/jobs/${job.id}/documents`,
        undefined,
        multipartForm(
          { driverId: driver.userId },
          { data: pdfOfSize(size), filename: "ticket.pdf", contentType: "application/pdf" },
        ),
      );
    const usedBytes = async () =>
      Number(
        (
          await ctx.database.db
            .selectFrom("company_storage")
            .select("used_bytes")
            .where("company_id", "=", job.companyId)
            .executeTakeFirst()
        )?.used_bytes ?? 0,
      );
    return { contractor, driver, job, upload, usedBytes };
  }

  it("refuses an upload past the quota with a 413 that says what to do, and frees space on delete", async () => {
    const { contractor, upload } = await setup();
    const first = await upload(40 * 1024);
    expect(first.statusCode).toBe(201);
    const refused = await upload(30 * 1024);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error: { code: "QUOTA_EXCEEDED", message: messages.documents.quotaExceeded(QUOTA) },
    });
    expect(refused.json().error.message).toBe(
      "Your company's files have used all of its 64 KiB of storage. Delete documents you no longer need, then upload again.",
    );
    expect((await upload(20 * 1024)).statusCode).toBe(201);

    expect((await contractor.client.delete(`/api/documents/${first.json().id}`)).statusCode).toBe(
      204,
    );
    expect((await upload(30 * 1024)).statusCode).toBe(201);
  });

  it("counts ticket photos, once for a ticket sent three times at once, and refuses one past it", async () => {
    const { driver, job, upload, usedBytes } = await setup();
    const photo = await noisePng(150, 150);
    const ticket = (id: string) =>
      ticketForm(
        { id, jobId: job.id, quantity: 5 },
        { data: photo, fileName: "ticket.png", contentType: "image/png" },
      );
    const id = randomUUID();
    const copies = await Promise.all(
      [1, 2, 3].map(() => driver.client.request("POST", "/api/loads", ticket(id))),
    );
    expect(copies.map((copy) => copy.statusCode)).toEqual([200, 200, 200]);
    const stored = await driver.client.get(`/api/loads/${id}/photo`);
    const photoBytes = Number(stored.headers["content-length"]);
    expect(photoBytes).toBeGreaterThan(10_000);
    expect(await usedBytes()).toBe(photoBytes);

    // A document takes most of what is left; the next photo no longer fits.
    expect((await upload(QUOTA - photoBytes - 8 * 1024)).statusCode).toBe(201);
    const refused = await driver.client.request("POST", "/api/loads", ticket(randomUUID()));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error: { code: "QUOTA_EXCEEDED", message: messages.loads.photoQuotaExceeded(QUOTA) },
    });
    const loads = await ctx.database.db
      .selectFrom("loads")
      .select("id")
      .where("job_id", "=", job.id)
      .execute();
    expect(loads).toHaveLength(1);
    // The ticket itself still goes, without its photo.
    const withoutPhoto = await driver.client.post("/api/loads", { jobId: job.id, quantity: 5 });
    expect(withoutPhoto.statusCode).toBe(200);
    expect(await usedBytes()).toBe(QUOTA - 8 * 1024);
  });

  it("holds under a burst of parallel uploads", async () => {
    const { upload } = await setup();
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(10 * 1024)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(6);
    expect(answers.filter((r) => r.statusCode === 413)).toHaveLength(6);
  });
});
