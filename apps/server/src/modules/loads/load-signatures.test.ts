import { type LoadDetail, messages, SIGNATURE } from "@haulwise/domain";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { haulingCrew, ticketForm } from "../../test/hauling.js";
import { pngImage } from "../../test/images.js";
import { pdfText } from "../../test/pdf-text.js";

const m = messages.loads;
const jpegImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 20, b: 20 } } })
    .jpeg()
    .toBuffer();
const dataUrl = (png: Buffer, type = "image/png") =>
  `data:${type};base64,${png.toString("base64")}`;

describe("a delivery signature on a load ticket", () => {
  const ctx = useTestApp();

  it("is stored with the ticket, shown to the contractor as a small PNG and printed in the evidence", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx, {
      driverName: { firstName: "Dee", lastName: "Lane" },
    });
    const signature = { signerName: "  Rita Receiver ", image: dataUrl(await pngImage(600, 200)) };
    const recorded = await driver.client.post(
      "/api/loads",
      undefined,
      ticketForm(
        { jobId: job.id, materialType: "Gravel", quantity: 12, signature },
        { data: await pngImage(800, 600), fileName: "ticket.png", contentType: "image/png" },
      ),
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const load = recorded.json() as LoadDetail;
    expect(load.signature).toMatchObject({
      signerName: "Rita Receiver",
      signedAt: load.completedAt,
      imageUrl: `/api/loads/${load.id}/signature`,
    });

    const seen = await contractor.client.get(`/api/loads/${load.id}`);
    expect(seen.json().signature.signerName).toBe("Rita Receiver");
    const image = await contractor.client.get(`/api/loads/${load.id}/signature`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect(image.rawPayload.length).toBeLessThan(SIGNATURE.maxBytes);

    const evidence = await contractor.client.get(`/api/loads/${load.id}/evidence.pdf`);
    expect(evidence.statusCode).toBe(200);
    const text = await pdfText(evidence.rawPayload);
    expect(text).toContain(messages.pdf.evidence.signature);
    // The ticket photo is printed, not only mentioned: two images, the photo and the signature.
    expect(text).toContain(messages.pdf.evidence.photoCaption(load.loadNumber));
    expect(evidence.rawPayload.toString("latin1").match(/\/Subtype \/Image/g)).toHaveLength(2);
    expect(text).toContain("Received and signed by Rita Receiver");

    // Nobody outside the company sees it.
    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    expect((await stranger.client.get(`/api/loads/${load.id}/signature`)).statusCode).toBe(404);
  });

  it("is taken when a started load is completed at the site, once however often the phone retries", async () => {
    const { driver, job } = await haulingCrew(ctx);
    const started = await driver.client.post(
      "/api/loads",
      undefined,
      ticketForm({ jobId: job.id, stage: "started", materialType: "Sand" }),
    );
    const id = started.json().id as string;
    const signature = { signerName: "Sam Site", image: dataUrl(await pngImage(300, 100)) };
    const body = { quantity: 10, signature };
    const first = await driver.client.post(`/api/loads/${id}/complete`, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await driver.client.post(`/api/loads/${id}/complete`, {
      ...body,
      signature: { ...signature, signerName: "Someone Else" },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().signature.signerName).toBe("Sam Site");
  });

  it("refuses what is not a small PNG signature, with a message on its field, and stores nothing", async () => {
    const { driver, job } = await haulingCrew(ctx);
    const send = (signature: unknown, stage = "completed") =>
      driver.client.post("/api/loads", {
        jobId: job.id,
        stage,
        materialType: "Gravel",
        quantity: 12,
        signature,
      });
    const png = dataUrl(await pngImage(60, 20));
    const cases: Array<[unknown, string, string?]> = [
      [{ signerName: "", image: png }, m.signerNameRequired],
      [{ signerName: "x".repeat(81), image: png }, m.signerNameTooLong(SIGNATURE.nameMax)],
      [
        { signerName: "Rita", image: dataUrl(await jpegImage(60, 20), "image/jpeg") },
        m.signatureImage,
      ],
      [
        { signerName: "Rita", image: `data:image/png;base64,${"A".repeat(100_000)}` },
        m.signatureTooLarge,
      ],
      // A PNG's name on bytes that are not one.
      [
        { signerName: "Rita", image: dataUrl(Buffer.from("<svg onload=alert(1)>")) },
        m.signatureImage,
      ],
      [{ signerName: "Rita", image: png }, m.signatureNeedsDelivery, "started"],
    ];
    for (const [signature, message, stage] of cases) {
      const response = await send(signature, stage);
      expect(response.statusCode, JSON.stringify(signature).slice(0, 80)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const mine = await driver.client.get("/api/me/loads");
    expect(JSON.stringify(mine.json())).not.toContain("Rita");
  });
});
