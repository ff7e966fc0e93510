import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, TestClient } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { findPlace, placeIndex } from "./place-index.js";

describe("finding where a job site's address is", () => {
  const ctx = useTestApp();

  it("finds a ZIP code's centre, or else the town's, for a contractor", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const byZip = await contractor.client.get(
      `/api/places?q=${encodeURIComponent("1 Quarry Road, Fresno, CA 93721")}`,
    );
    expect(byZip.statusCode).toBe(200);
    expect(byZip.json()).toEqual({
      latitude: 36.7377,
      longitude: -119.7843,
      label: "93721 (Fresno, CA)",
      precision: "zip",
    });

    const byTown = await contractor.client.get(
      `/api/places?q=${encodeURIComponent("2200 Industrial Blvd, Houston TX")}`,
    );
    expect(byTown.statusCode).toBe(200);
    expect(byTown.json()).toMatchObject({ label: "Houston, TX", precision: "town" });
    expect(byTown.json().latitude).toBeCloseTo(29.8, 0);
    expect(byTown.json().longitude).toBeCloseTo(-95.4, 0);
  });

  it("says plainly when nothing in the address is known, and asks for an address when blank", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const unknown = await contractor.client.get("/api/places?q=North%20pit");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(messages.jobs.placeNotFound);

    const blank = await contractor.client.get("/api/places?q=%20%20");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(messages.jobs.placeQueryEmpty);
  });

  it("is for contractors, signed in", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    expect((await driver.client.get("/api/places?q=Fresno%2C%20CA")).statusCode).toBe(403);
    const anonymous = await new TestClient(ctx.app).get("/api/places?q=Fresno%2C%20CA");
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("reading an address", () => {
  it.each([
    ["12345 Main St, San Luis Obispo, California", "San Luis Obispo, CA"],
    ["12345 Main St, San Luis Obispo, CA 93401", "93401 (San Luis Obispo, CA)"],
    ["St. Louis, MO", "St. Louis, MO"],
    ["Ft. Worth, TX 76102", "76102 (Fort Worth, TX)"],
    ["austin, tx.", "Austin, TX"],
    ["93721", "93721 (Fresno, CA)"],
  ])("%s is %s", async (address, label) => {
    expect(findPlace(await placeIndex(), address)?.label).toBe(label);
  });

  it.each(["North pit", "Paris", "99999", "Springfield"])(
    "%s names no place it can be sure of",
    async (address) => {
      expect(findPlace(await placeIndex(), address)).toBeNull();
    },
  );

  it("puts a big city's centre in the city, not where its odd far-off ZIP codes are", async () => {
    const newYork = findPlace(await placeIndex(), "New York, NY");
    expect(newYork?.latitude).toBeCloseTo(40.76, 1);
    expect(newYork?.longitude).toBeCloseTo(-73.98, 1);
  });
});
