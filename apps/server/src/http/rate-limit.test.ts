import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { messages } from "@haulwise/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, nextClientIp, TestClient, uniqueEmail } from "../test/client.js";
import { makeTempDir } from "../test/database.js";
import { startTestApp, useTestApp } from "../test/harness.js";

const LIMIT = 5;

/** A client at `ip` carrying the session cookies of `person`. */
function sameAddressAs(person: { client: TestClient }, ip: string, app: TestClient["app"]) {
  const client = new TestClient(app, ip);
  for (const [name, value] of person.client.cookies) client.cookies.set(name, value);
  return client;
}

function expectLimited(response: Awaited<ReturnType<TestClient["get"]>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.json()).toEqual({
    error: { code: "RATE_LIMITED", message: messages.http.tooManyRequests(retryAfter) },
  });
}

describe("the API limit", () => {
  const ctx = useTestApp({ RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_WINDOW_SECONDS: "60" });

  it("limits a signed-out address and says when to come back", async () => {
    const visitor = new TestClient(ctx.app);
    for (let i = 0; i < LIMIT; i++) {
      expect((await visitor.get("/api/session")).statusCode).toBe(200);
    }
    expectLimited(await visitor.get("/api/session"));
    // Someone at another address is unaffected.
    expect((await new TestClient(ctx.app).get("/api/session")).statusCode).toBe(200);
  });

  it("counts requests answered 401 and unknown API paths", async () => {
    const prober = new TestClient(ctx.app);
    for (let i = 0; i < 3; i++) expect((await prober.get("/api/me")).statusCode).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await prober.get("/api/no-such-thing")).statusCode).toBe(404);
    expectLimited(await prober.get("/api/me"));
    expectLimited(await prober.post("/api/no-such-thing", {}));
    expectLimited(await prober.post("/api/auth/sign-in/email", { email: "a@b.co", password: "x" }));
  });

  it("gives each signed-in account its own allowance, even behind one address", async () => {
    const office = nextClientIp();
    const first = sameAddressAs(await createVerifiedUser(ctx), office, ctx.app);
    const second = sameAddressAs(await createVerifiedUser(ctx), office, ctx.app);
    for (let i = 0; i < LIMIT; i++) expect((await first.get("/api/me")).statusCode).toBe(200);
    expectLimited(await first.get("/api/me"));
    // A colleague at the same address, and a visitor there, still have theirs.
    expect((await second.get("/api/me")).statusCode).toBe(200);
    expect((await new TestClient(ctx.app, office).get("/api/session")).statusCode).toBe(200);
  });
});

describe("the position ingest allowance", () => {
  const INGEST = 8;
  const ctx = useTestApp({ RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_INGEST_MAX: String(INGEST) });

  it("is spent by position uploads instead of the API allowance", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    // Refused uploads count as accepted ones do.
    for (let i = 0; i < INGEST; i++) {
      expect((await driver.client.post("/api/positions", {})).statusCode).toBe(400);
    }
    expectLimited(await driver.client.post("/api/positions", {}));
    expectLimited(await driver.client.post("/api/positions/events", {}));
    // The driver's API allowance is whole.
    for (let i = 0; i < LIMIT; i++)
      expect((await driver.client.get("/api/me")).statusCode).toBe(200);
    expectLimited(await driver.client.get("/api/me"));
  });
});

describe("the sign-in allowance", () => {
  const ctx = useTestApp();

  it("admits three attempts per address and endpoint in ten seconds, on top of the API's", async () => {
    const user = await createVerifiedUser(ctx);
    const guesser = new TestClient(ctx.app);
    for (let i = 0; i < 3; i++) {
      const guess = await guesser.post("/api/auth/sign-in/email", {
        email: uniqueEmail(),
        password: "a wrong guess",
      });
      expect(guess.statusCode).toBe(401);
    }
    const fourth = await guesser.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expectLimited(fourth);
    expect(Number(fourth.headers["retry-after"])).toBeLessThanOrEqual(10);
    // Another endpoint from the same address has its own count.
    const reset = await guesser.post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/update-password",
    });
    expect(reset.statusCode).toBe(200);
  });
});

describe("the web app's files", () => {
  const dist = makeTempDir("haulwise-dist-");
  let ctx: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    mkdirSync(path.join(dist.dir, "assets"));
    mkdirSync(path.join(dist.dir, "prerendered"));
    writeFileSync(path.join(dist.dir, "index.html"), "<!doctype html><div id=root></div>");
    writeFileSync(path.join(dist.dir, "prerendered", "index.html"), "<!doctype html><h1>Hi</h1>");
    writeFileSync(path.join(dist.dir, "assets", "app-1234.js"), "console.log('hi')");
    writeFileSync(path.join(dist.dir, "theme-init.js"), "void 0");
    writeFileSync(path.join(dist.dir, "favicon.svg"), "<svg/>");
    ctx = await startTestApp({
      SERVE_WEB: "true",
      WEB_DIST_DIR: dist.dir,
      RATE_LIMIT_MAX: String(LIMIT),
    });
  });
  afterAll(async () => {
    await ctx?.close();
    dist.remove();
  });

  it("are never limited: a thousand requests from one address in a minute all succeed", async () => {
    const browser = new TestClient(ctx.app);
    const urls = [
      "/",
      "/sign-in",
      "/jobs",
      "/assets/app-1234.js",
      "/theme-init.js",
      "/favicon.svg",
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const response = await browser.get(urls[i % urls.length] as string);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 });
    // The same address still has its whole API allowance.
    for (let i = 0; i < LIMIT; i++) {
      expect((await browser.get("/api/session")).statusCode).toBe(200);
    }
    expectLimited(await browser.get("/api/session"));
  });
});
