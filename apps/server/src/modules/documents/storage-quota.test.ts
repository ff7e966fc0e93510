import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { multipartForm, pdfFile } from "../../test/files.js";
import { inviteNewDriver, jobInput } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";

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
    const upload = (size: number) =>
      contractor.client.post(
        `/api/jobs/${job.id}/documents`,
        undefined,
        multipartForm(
          { driverId: driver.userId },
          { data: pdfOfSize(size), filename: "ticket.pdf", contentType: "application/pdf" },
        ),
      );
    return { contractor, upload };
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

  it("holds under a burst of parallel uploads", async () => {
    const { upload } = await setup();
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(10 * 1024)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(6);
    expect(answers.filter((r) => r.statusCode === 413)).toHaveLength(6);
  });
});
