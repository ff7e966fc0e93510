import { messages, TRACKING } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness.js";
import { trackingCompany } from "../../test/tracking.js";

const NOW = new Date("2030-05-01T09:00:00.000Z");

describe("device tokens and the OsmAnd/Traccar protocol", () => {
  const ctx = useTestApp();

  /** A tracker app: no cookies, no Origin, its own address. */
  const tracker = (
    method: "GET" | "POST",
    url: string,
    payload?: string | Record<string, unknown>,
    contentType?: string,
  ) =>
    ctx.app.inject({
      method,
      url,
      remoteAddress: "10.1.2.3",
      ...(payload !== undefined
        ? {
            payload: typeof payload === "string" ? payload : JSON.stringify(payload),
            headers: { "content-type": contentType ?? "application/json" },
          }
        : {}),
    });

  const historyOf = (driverId: string) =>
    ctx.database.db
      .selectFrom("location_history")
      .select(["latitude", "longitude", "speed", "heading", "accuracy", "recorded_at", "device_id"])
      .where("user_id", "=", driverId)
      .orderBy("recorded_at")
      .execute();

  async function driverWithToken() {
    const world = await trackingCompany(ctx);
    const created = await world.driver.client.post("/api/me/device-tokens", {
      name: "Traccar on my Pixel",
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers["cache-control"]).toBe("no-store");
    return {
      ...world,
      token: created.json().token as string,
      tokenId: created.json().id as string,
    };
  }

  it("shows a new token once and stores only its hash", async () => {
    const { driver, token, tokenId } = await driverWithToken();
    expect(token).toMatch(/^hwdt_[A-Za-z0-9_-]{43}$/);
    const listed = (await driver.client.get("/api/me/device-tokens")).json();
    expect(listed).toEqual({
      tokens: [
        {
          id: tokenId,
          name: "Traccar on my Pixel",
          createdAt: expect.any(String),
          lastUsedAt: null,
        },
      ],
    });
    expect(JSON.stringify(listed)).not.toContain(token);
    const stored = await ctx.database.db
      .selectFrom("device_tokens")
      .selectAll()
      .where("id", "=", tokenId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token.slice(5));
  });

  it("takes a position by query string, as Traccar Client sends it, for the token's driver only", async () => {
    const { driver, token, tokenId } = await driverWithToken();
    ctx.clock.set(NOW);
    const seconds = Math.floor(NOW.getTime() / 1000) - 30;
    const response = await tracker(
      "GET",
      `/api/osmand?id=${token}&lat=37.7749&lon=-122.4194&timestamp=${seconds}&speed=10&bearing=90&altitude=12&accuracy=6&batt=80`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    // The same report again (a retry after a lost answer) is stored once.
    const again = await tracker(
      "POST",
      `/api/osmand?id=${token}&lat=37.7749&lon=-122.4194&timestamp=${seconds}`,
    );
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 1 });
    const [row] = await historyOf(driver.userId);
    expect(row).toMatchObject({
      latitude: 37.7749,
      longitude: -122.4194,
      heading: 90,
      accuracy: 6,
      device_id: tokenId,
      recorded_at: new Date(seconds * 1000).toISOString(),
    });
    // Speed arrives in knots.
    expect(row!.speed).toBeCloseTo(5.144, 3);
    const listed = (await driver.client.get("/api/me/device-tokens")).json().tokens;
    expect(Date.parse(listed[0].lastUsedAt) - NOW.getTime()).toBeLessThan(5_000);
  });

  it("takes form bodies, location=lat,lon, ISO and spaced timestamps, and Traccar Client's JSON", async () => {
    const { driver, token } = await driverWithToken();
    ctx.clock.set(NOW);
    const form = await tracker(
      "POST",
      "/api/osmand",
      `id=${token}&location=37.775,-122.419&timestamp=2030-05-01 08:59:00`,
      "application/x-www-form-urlencoded",
    );
    expect(form.json(), form.body).toMatchObject({ accepted: 1 });
    const iso = await tracker(
      "GET",
      `/api/osmand?deviceid=${token}&lat=37.7751&lon=-122.419&timestamp=2030-05-01T08:59:30Z`,
    );
    expect(iso.json()).toMatchObject({ accepted: 1 });
    const json = await tracker("POST", "/api/osmand", {
      device_id: token,
      location: {
        timestamp: "2030-05-01T08:59:45.000Z",
        coords: { latitude: 37.7752, longitude: -122.419, accuracy: 5, speed: 3, heading: -1 },
        battery: { level: 0.8 },
      },
    });
    expect(json.json()).toMatchObject({ accepted: 1 });
    const rows = await historyOf(driver.userId);
    expect(rows.map((r) => [r.latitude, r.recorded_at])).toEqual([
      [37.775, "2030-05-01T08:59:00.000Z"],
      [37.7751, "2030-05-01T08:59:30.000Z"],
      [37.7752, "2030-05-01T08:59:45.000Z"],
    ]);
    expect(rows[2]).toMatchObject({ speed: 3, heading: null });
  });

  it("answers a report it cannot use clearly, and drops a fix that breaks a rule", async () => {
    const { token } = await driverWithToken();
    ctx.clock.set(NOW);
    expect((await tracker("GET", `/api/osmand?id=${token}`)).statusCode).toBe(400);
    const outOfRange = await tracker("GET", `/api/osmand?id=${token}&lat=123&lon=5`);
    expect(outOfRange.statusCode).toBe(200);
    expect(outOfRange.json().rejected).toEqual([
      { seq: expect.any(Number), message: "Latitude must be between -90 and 90" },
    ]);
    const words = await tracker("GET", `/api/osmand?id=${token}&lat=north&lon=5`);
    expect(words.json().rejected[0].message).toBe("Latitude must be a number");
    const future = await tracker(
      "GET",
      `/api/osmand?id=${token}&lat=37.7&lon=-122.4&timestamp=${Math.floor(NOW.getTime() / 1000) + 3600}`,
    );
    expect(future.json().rejected[0].message).toBe(messages.tracking.fixInFuture);
  });

  it("answers a timestamp no date can hold with a 400 (a 401 without a token), never a 500", async () => {
    const { driver, token } = await driverWithToken();
    ctx.clock.set(NOW);
    const noTimes = [
      "8640000000000000",
      "8640000000000001",
      "99999999999999999999",
      "1e400",
      "10000-01-01T00:00:00Z",
      "+275760-09-13T00:00:00Z",
      "-271821-04-20T00:00:00Z",
      "yesterday",
    ];
    for (const timestamp of noTimes) {
      const query = `lat=37.7&lon=-122.4&timestamp=${encodeURIComponent(timestamp)}`;
      const sent = [
        await tracker("GET", `/api/osmand?id=${token}&${query}`),
        await tracker(
          "POST",
          "/api/osmand",
          `id=${token}&${query}`,
          "application/x-www-form-urlencoded",
        ),
        await tracker("POST", "/api/osmand", {
          device_id: token,
          location: {
            timestamp: /^\d+$/.test(timestamp) ? Number(timestamp) : timestamp,
            coords: { latitude: 37.7, longitude: -122.4 },
          },
        }),
      ];
      for (const response of sent) {
        expect(response.statusCode, `${timestamp}: ${response.body}`).toBe(400);
        expect(response.json().error.message).toBe(messages.tracking.timestampUnreadable);
      }
      const stranger = await tracker("GET", `/api/osmand?id=hwdt_guessed&${query}`);
      expect(stranger.statusCode, `${timestamp}: ${stranger.body}`).toBe(401);
    }
    // The oldest time a date can hold reads, and is refused as too old like any other.
    const ancient = await tracker("GET", `/api/osmand?id=${token}&lat=37.7&lon=-122.4&timestamp=0`);
    expect(ancient.json().rejected[0].message).toBe(messages.tracking.fixTooOld(7));
    expect(await historyOf(driver.userId)).toEqual([]);
  });

  it("refuses NUL in a form body's fields like anywhere else", async () => {
    const { driver, token } = await driverWithToken();
    ctx.clock.set(NOW);
    const response = await tracker(
      "POST",
      "/api/osmand",
      `id=${token}&lat=37.7%00&lon=-122.4`,
      "application/x-www-form-urlencoded",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.http.nulCharacter);
    expect(await historyOf(driver.userId)).toEqual([]);
  });

  it("refuses unknown and revoked tokens, and cookies are no way in", async () => {
    const { driver, token, tokenId } = await driverWithToken();
    ctx.clock.set(NOW);
    for (const id of ["", "hwdt_guessed", "not-even-close"]) {
      const response = await tracker("GET", `/api/osmand?id=${id}&lat=37.7&lon=-122.4`);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(messages.tracking.invalidDeviceToken);
    }
    const withSession = await driver.client.get("/api/osmand?lat=37.7&lon=-122.4");
    expect(withSession.statusCode).toBe(401);

    expect((await driver.client.delete(`/api/me/device-tokens/${tokenId}`)).statusCode).toBe(204);
    const revoked = await tracker("GET", `/api/osmand?id=${token}&lat=37.7&lon=-122.4`);
    expect(revoked.statusCode).toBe(401);
    expect((await driver.client.delete(`/api/me/device-tokens/${tokenId}`)).statusCode).toBe(404);
  });

  it("keeps tokens to drivers, each to their own, and at most ten", async () => {
    const { contractor, driver } = await driverWithToken();
    const other = await trackingCompany(ctx);
    const theirs = (
      await other.driver.client.post("/api/me/device-tokens", { name: "Phone" })
    ).json();
    expect((await driver.client.delete(`/api/me/device-tokens/${theirs.id}`)).statusCode).toBe(404);
    expect((await other.driver.client.get("/api/me/device-tokens")).json().tokens).toHaveLength(1);
    expect((await contractor.client.post("/api/me/device-tokens", { name: "x" })).statusCode).toBe(
      403,
    );
    expect((await driver.client.post("/api/me/device-tokens", { name: " " })).statusCode).toBe(400);
    for (let index = 1; index < TRACKING.deviceTokensMax; index++) {
      expect(
        (await driver.client.post("/api/me/device-tokens", { name: `Phone ${index}` })).statusCode,
      ).toBe(201);
    }
    const eleventh = await driver.client.post("/api/me/device-tokens", { name: "One more" });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error.message).toBe(
      messages.tracking.tooManyDeviceTokens(TRACKING.deviceTokensMax),
    );
  });

  it("refuses a cross-site post even with a valid token", async () => {
    const { token } = await driverWithToken();
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/osmand?id=${token}&lat=37.7&lon=-122.4`,
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });
});
