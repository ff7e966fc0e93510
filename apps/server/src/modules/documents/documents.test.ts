import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { docFile, documentFilesIn, docxFile, elfFile, pdfFile } from "../../test/files.js";
import { inviteNewDriver, sendDocument } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { pngImage } from "../../test/images.js";

const jobInput = {
  title: "Depot run",
  description: "Deliver fill",
  location: "Depot",
  startDate: "2026-12-02",
};

describe("job documents", () => {
  const ctx = useTestApp();

  async function setup() {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor, { firstName: "Noor", lastName: "Aziz" });
    const job = (await contractor.client.post("/api/jobs", jobInput)).json();
    await contractor.client.post(`/api/jobs/${job.id}/drivers`, { driverId: driver.userId });
    return { contractor, driver, job };
  }

  const filesOnDisk = () => documentFilesIn(ctx.config.storage.root);

  it("uploads a document for a driver, who finds and downloads it; the contractor deletes it", async () => {
    const { contractor, driver, job } = await setup();
    const before = filesOnDisk();
    const upload = await sendDocument(
      contractor.client,
      job.id,
      { driverId: driver.userId, notes: "  Gate code 4411  " },
      { data: pdfFile(), filename: "Ticket #7 (März).pdf", contentType: "application/pdf" },
    );
    expect(upload.statusCode).toBe(201);
    const document = upload.json();
    expect(document).toMatchObject({
      fileName: "Ticket #7 (März).pdf",
      fileType: "application/pdf",
      notes: "Gate code 4411",
      driver: { id: driver.userId, name: "Noor Aziz" },
      uploadedByName: "Dana Hauler",
      jobTitle: "Depot run",
    });
    expect((await contractor.client.get("/api/jobs")).json().jobs[0].documentCount).toBe(1);

    const mine = (await driver.client.get("/api/driver/documents")).json().documents;
    expect(mine.map((d: { id: string }) => d.id)).toEqual([document.id]);
    expect(
      (await driver.client.get(`/api/jobs/${job.id}/documents`)).json().documents,
    ).toHaveLength(1);

    const download = await driver.client.get(`/api/documents/${document.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Ticket #7 (M_rz).pdf"; filename*=UTF-8''${encodeURIComponent("Ticket #7 (März).pdf")}`,
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.rawPayload.equals(pdfFile())).toBe(true);

    const row = await ctx.database.db
      .selectFrom("documents")
      .select("file_path")
      .where("id", "=", document.id)
      .executeTakeFirstOrThrow();
    expect(row.file_path).toMatch(
      new RegExp(`^documents/${contractor.userId}/${job.id}/[0-9a-f-]{36}\\.pdf$`),
    );

    expect((await driver.client.delete(`/api/documents/${document.id}`)).statusCode).toBe(404);
    expect((await contractor.client.delete(`/api/documents/${document.id}`)).statusCode).toBe(204);
    expect((await driver.client.get(`/api/documents/${document.id}/download`)).statusCode).toBe(
      404,
    );
    expect(filesOnDisk()).toBe(before);
  });

  it("accepts images and Word documents by content", async () => {
    const { contractor, driver, job } = await setup();
    for (const [data, filename] of [
      [await pngImage(), "site-map.png"],
      [docxFile(), "instructions.docx"],
      [docFile(), "old-form.doc"],
    ] as const) {
      const response = await sendDocument(
        contractor.client,
        job.id,
        { driverId: driver.userId },
        { data, filename, contentType: "application/octet-stream" },
      );
      expect(response.statusCode, filename).toBe(201);
    }
  });

  it.each([
    [
      "a PDF renamed .png",
      () => pdfFile(),
      "scan.png",
      415,
      messages.documents.typeMismatch("png"),
    ],
    [
      "an executable renamed .pdf",
      () => elfFile(),
      "invoice.pdf",
      415,
      messages.documents.typeMismatch("pdf"),
    ],
    ["an executable", () => elfFile(), "tool.exe", 415, messages.documents.unsupportedType],
    [
      "a path in the name",
      () => pdfFile(),
      "../../etc/passwd.pdf",
      400,
      messages.documents.pathInName,
    ],
    [
      "a Windows path in the name",
      () => pdfFile(),
      "C:\\docs\\a.pdf",
      400,
      messages.documents.pathInName,
    ],
  ])("refuses %s and stores nothing", async (_label, make, filename, status, message) => {
    const { contractor, driver, job } = await setup();
    const before = filesOnDisk();
    const response = await sendDocument(
      contractor.client,
      job.id,
      { driverId: driver.userId },
      { data: make(), filename, contentType: "application/pdf" },
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
    expect((await contractor.client.get(`/api/jobs/${job.id}/documents`)).json().documents).toEqual(
      [],
    );
    expect(filesOnDisk()).toBe(before);
  });

  it("refuses a missing or unknown driver, a missing file and an oversized file", async () => {
    const { contractor, job } = await setup();
    const before = filesOnDisk();
    const stranger = await createVerifiedUser(ctx, { role: "driver" });
    const file = { data: pdfFile(), filename: "a.pdf", contentType: "application/pdf" };
    const missingDriver = await sendDocument(contractor.client, job.id, {}, file);
    expect(missingDriver.json().error.message).toBe(messages.documents.driverRequired);
    const unknownDriver = await sendDocument(
      contractor.client,
      job.id,
      { driverId: stranger.userId },
      file,
    );
    expect(unknownDriver.statusCode).toBe(400);
    expect(unknownDriver.json().error.message).toBe(messages.drivers.notInCompany);
    const noFile = await sendDocument(contractor.client, job.id, { driverId: stranger.userId });
    expect(noFile.json().error.message).toBe(messages.documents.fileRequired);
    const huge = await sendDocument(
      contractor.client,
      job.id,
      { driverId: stranger.userId },
      {
        data: Buffer.concat([pdfFile(), Buffer.alloc(21 * 1024 * 1024)]),
        filename: "big.pdf",
        contentType: "application/pdf",
      },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(messages.documents.tooLarge);
    expect(filesOnDisk()).toBe(before);
  });

  it("keeps documents from other companies, other drivers and viewers", async () => {
    const { contractor, driver, job } = await setup();
    const colleague = await inviteNewDriver(ctx, contractor);
    await contractor.client.post(`/api/jobs/${job.id}/drivers`, { driverId: colleague.userId });
    const intruder = await createVerifiedUser(ctx, { role: "contractor" });
    const document = (
      await sendDocument(
        contractor.client,
        job.id,
        { driverId: driver.userId },
        { data: pdfFile(), filename: "for-noor.pdf", contentType: "application/pdf" },
      )
    ).json();

    expect((await colleague.client.get(`/api/documents/${document.id}/download`)).statusCode).toBe(
      404,
    );
    expect((await colleague.client.get(`/api/jobs/${job.id}/documents`)).json().documents).toEqual(
      [],
    );
    expect((await intruder.client.get(`/api/documents/${document.id}/download`)).statusCode).toBe(
      404,
    );
    expect((await intruder.client.delete(`/api/documents/${document.id}`)).statusCode).toBe(404);
    expect((await intruder.client.get(`/api/jobs/${job.id}/documents`)).statusCode).toBe(404);
    const upload = await sendDocument(
      intruder.client,
      job.id,
      { driverId: driver.userId },
      { data: pdfFile(), filename: "x.pdf", contentType: "application/pdf" },
    );
    expect(upload.statusCode).toBe(404);
    expect(
      (await contractor.client.get(`/api/jobs/${job.id}/documents`)).json().documents,
    ).toHaveLength(1);
  });
});
