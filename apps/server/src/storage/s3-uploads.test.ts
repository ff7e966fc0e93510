import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, multipartFile } from "../test/client.js";
import { multipartForm, pdfFile } from "../test/files.js";
import { inviteNewDriver, jobInput, sendDocument } from "../test/fleet.js";
import { type StartedTestApp, startTestApp } from "../test/harness.js";
import { haulingCrew, ticketForm } from "../test/hauling.js";
import { pngImage } from "../test/images.js";
import { startTestS3, type TestS3 } from "../test/s3.js";

const MiB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

// The database plays no part in where files go; the cluster test runs S3 with PostgreSQL.
describe.skipIf(process.env.HAULWISE_TEST_DB === "postgres")(
  "uploads kept in an S3-compatible bucket (STORAGE=s3)",
  () => {
    let s3: TestS3;
    let ctx: StartedTestApp;
    let bucket: S3Client;

    async function keysInBucket(): Promise<string[]> {
      const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    }

    beforeAll(async () => {
      s3 = await startTestS3();
      ctx = await startTestApp(s3.env);
      bucket = new S3Client({
        endpoint: s3.config.endpoint!,
        region: s3.config.region,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
    });

    afterAll(async () => {
      bucket?.destroy();
      await ctx?.close();
      await s3?.stop();
    });

    it("sends a 19 MB document to the bucket and back unchanged, and deletes it there", async () => {
      const contractor = await createVerifiedUser(ctx, { role: "contractor" });
      const driver = await inviteNewDriver(ctx, contractor);
      const job = (await contractor.client.post("/api/jobs", jobInput)).json();
      const data = Buffer.concat([pdfFile(), Buffer.alloc(19 * MiB, 0x25)]);
      const sentBefore = s3.bytesReceived();

      const upload = await sendDocument(
        contractor.client,
        job.id,
        { driverId: driver.userId },
        { data, filename: "Site plan.pdf", contentType: "application/pdf" },
      );
      expect(upload.statusCode, upload.body).toBe(201);
      expect(upload.json().sizeBytes).toBe(data.length);
      expect(s3.bytesReceived() - sentBefore).toBeGreaterThan(data.length);
      const keys = await keysInBucket();
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(/^documents\/.+\.pdf$/);
      expect(existsSync(ctx.config.storage.root)).toBe(false);

      const download = await driver.client.get(`/api/documents/${upload.json().id}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-length"]).toBe(String(data.length));
      expect(sha256(download.rawPayload)).toBe(sha256(data));

      const removed = await contractor.client.delete(`/api/documents/${upload.json().id}`);
      expect(removed.statusCode).toBe(204);
      expect(await keysInBucket()).toEqual([]);
    });

    it("takes the file before its fields, and keeps nothing of a refused or oversized one", async () => {
      const contractor = await createVerifiedUser(ctx, { role: "contractor" });
      const driver = await inviteNewDriver(ctx, contractor);
      const job = (await contractor.client.post("/api/jobs", jobInput)).json();
      const before = await keysInBucket();
      const fileFirst = multipartForm(
        {},
        {
          data: pdfFile(),
          filename: "ticket.pdf",
          contentType: "application/pdf",
        },
      );
      // A hand-written client may put the file first and the driver after it.
      const boundary = fileFirst.headers["content-type"]!.split("boundary=")[1]!;
      const payload = Buffer.concat([
        fileFirst.payload.subarray(0, fileFirst.payload.length - `--${boundary}--\r\n`.length),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="driverId"\r\n\r\n${driver.userId}\r\n--${boundary}--\r\n`,
        ),
      ]);
      const fileThenFields = await contractor.client.post(
        `/api/jobs/${job.id}/documents`,
        undefined,
        {
          payload,
          headers: fileFirst.headers,
        },
      );
      expect(fileThenFields.statusCode, fileThenFields.body).toBe(201);

      const noDriver = await sendDocument(
        contractor.client,
        job.id,
        {},
        {
          data: pdfFile(),
          filename: "ticket.pdf",
          contentType: "application/pdf",
        },
      );
      expect(noDriver.statusCode).toBe(400);
      const disguised = await sendDocument(
        contractor.client,
        job.id,
        { driverId: driver.userId },
        { data: await pngImage(), filename: "ticket.pdf", contentType: "application/pdf" },
      );
      expect(disguised.statusCode).toBe(415);
      const huge = await sendDocument(
        contractor.client,
        job.id,
        { driverId: driver.userId },
        {
          data: Buffer.concat([pdfFile(), Buffer.alloc(21 * MiB)]),
          filename: "big.pdf",
          contentType: "application/pdf",
        },
      );
      expect(huge.statusCode).toBe(413);
      expect((await keysInBucket()).length).toBe(before.length + 1);
    });

    it("keeps avatars, logos and load ticket photos in the bucket", async () => {
      const { contractor, driver, job } = await haulingCrew(ctx);
      const avatar = await driver.client.put(
        "/api/me/avatar",
        undefined,
        multipartFile(await pngImage(), "me.png", "image/png"),
      );
      expect(avatar.statusCode).toBe(200);
      const logo = await contractor.client.put(
        "/api/me/company-logo",
        undefined,
        multipartFile(await pngImage(300, 100), "logo.png", "image/png"),
      );
      expect(logo.statusCode).toBe(200);
      const load = await driver.client.request(
        "POST",
        "/api/loads",
        ticketForm(
          { jobId: job.id, quantity: 18, quantityUnit: "tons", ticketNumber: "S-78" },
          { data: await pngImage(), fileName: "ticket.png", contentType: "image/png" },
        ),
      );
      expect(load.statusCode, load.body).toBe(200);

      for (const url of [
        avatar.json().profile.avatarUrl,
        logo.json().profile.companyLogoUrl,
        load.json().photoUrl,
      ]) {
        const picture = await contractor.client.get(url);
        expect(picture.statusCode, url).toBe(200);
        expect(picture.headers["content-type"]).toBe("image/webp");
        expect(picture.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
      }
      const prefixes = new Set((await keysInBucket()).map((key) => key.split("/")[0]));
      expect(prefixes.size).toBeGreaterThanOrEqual(3);
      expect(existsSync(ctx.config.storage.root)).toBe(false);
    });
  },
);
