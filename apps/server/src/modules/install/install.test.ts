import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, TestClient } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";

describe("what a visitor learns about the install", () => {
  const ctx = useTestApp();

  it("greets the first visitor of an empty install, says mail is in the outbox, and is no demo", async () => {
    const visitor = new TestClient(ctx.app);
    const fresh = await visitor.get("/api/install");
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["cache-control"]).toBe("no-store");
    expect(fresh.json()).toEqual({ demo: null, mailToOutbox: true, firstRun: true });

    await createVerifiedUser(ctx, { role: "contractor" });
    expect((await visitor.get("/api/install")).json()).toEqual({
      demo: null,
      mailToOutbox: true,
      firstRun: false,
    });
  });
});

describe("what a visitor learns about the demo", () => {
  const ctx = useTestApp({ DEMO: "true", DEMO_SPEED: "60" });

  it("names its speed and time, then the sign-ins once the seed has written them", async () => {
    const visitor = new TestClient(ctx.app);
    ctx.clock.set("2026-11-20T15:00:00.000Z");
    const before = (await visitor.get("/api/install")).json();
    expect(before).toMatchObject({
      demo: { speed: 60, company: null, accounts: [] },
      mailToOutbox: true,
      firstRun: false,
    });
    expect(Date.parse(before.demo.now)).toBeGreaterThanOrEqual(Date.parse("2026-11-20T15:00:00Z"));

    const accounts = [
      { role: "contractor", name: "Dana Whitaker", email: "dana@example.com", password: "pw" },
    ];
    writeFileSync(
      path.join(ctx.config.dataDir, "demo.json"),
      JSON.stringify({ company: "Bluebonnet", timeZone: "America/Chicago", accounts, drivers: [] }),
    );
    expect((await visitor.get("/api/install")).json().demo).toMatchObject({
      company: "Bluebonnet",
      accounts,
    });
  });
});
