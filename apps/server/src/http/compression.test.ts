import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../test/client.js";
import { multipartForm, pdfFile } from "../test/files.js";
import { inviteNewDriver } from "../test/fleet.js";
import { useTestApp } from "../test/harness.js";

describe("compressed answers", () => {
  const ctx = useTestApp();

  it("compresses JSON over 1 KB and decompresses to the same bytes", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    for (let i = 0; i < 8; i++) {
      const created = await contractor.client.post("/api/jobs", {
        title: `Gravel haul ${i}`,
        description: "Move 400 t of gravel from the north quarry to the river bank site.",
        location: "Riverside",
        startDate: "2026-12-02",
      });
      expect(created.statusCode).toBe(201);
    }
    const plain = await contractor.client.get("/api/jobs", { headers: { "accept-encoding": "" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await contractor.client.get("/api/jobs", { headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await contractor.client.get("/api/jobs", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it("leaves small answers and downloads as they are", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const small = await contractor.client.get("/api/session", {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();

    const job = (
      await contractor.client.post("/api/jobs", {
        title: "Depot run",
        description: "Deliver fill",
        location: "Depot",
        startDate: "2026-12-02",
      })
    ).json();
    const driver = await inviteNewDriver(ctx, contractor);
    await contractor.client.post(`/api/jobs/${job.id}/drivers`, { driverId: driver.userId });
    const pdf = pdfFile("x".repeat(4000));
    const upload = await contractor.client.post(
      `/api/jobs/${job.id}/documents`,
      undefined,
      multipartForm(
        { driverId: driver.userId },
        { data: pdf, filename: "ticket.pdf", contentType: "application/pdf" },
      ),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const download = await contractor.client.get(`/api/documents/${upload.json().id}/download`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-encoding"]).toBeUndefined();
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });
});
