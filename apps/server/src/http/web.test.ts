import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../test/database.js";
import { startTestApp } from "../test/harness.js";

describe("serving the built web app", () => {
  const dist = makeTempDir("haulwise-dist-");
  let ctx: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    mkdirSync(path.join(dist.dir, "assets"));
    writeFileSync(path.join(dist.dir, "index.html"), "<!doctype html><div id=root></div>");
    writeFileSync(path.join(dist.dir, "assets", "app-1234.js"), "console.log('hi')");
    ctx = await startTestApp({ SERVE_WEB: "true", WEB_DIST_DIR: dist.dir });
  });
  afterAll(async () => {
    await ctx?.close();
    dist.remove();
  });

  it("serves index.html for every client-side route, never cached", async () => {
    for (const url of ["/", "/sign-in", "/jobs/123/view?x=1"]) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<div id=root>");
    }
  });

  it("serves hashed assets as immutable", async () => {
    const response = await ctx.app.inject("/assets/app-1234.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("does not count the app's own files against the API's allowance", async () => {
    const { rateLimit } = ctx.config;
    for (let request = 0; request <= rateLimit.max; request++) {
      const response = await ctx.app.inject("/assets/app-1234.js");
      expect(response.statusCode).toBe(200);
    }
    expect((await ctx.app.inject("/api/nothing-here")).statusCode).toBe(404);
  });

  it("keeps unknown API paths and non-GET requests as JSON 404s", async () => {
    const api = await ctx.app.inject("/api/nothing-here");
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe("NOT_FOUND");
    const post = await ctx.app.inject({ method: "POST", url: "/sign-in" });
    expect(post.statusCode).toBe(404);
  });

  it("never serves files from outside the build folder", async () => {
    const response = await ctx.app.inject("/../../etc/passwd");
    expect(response.body).not.toContain("root:");
    const encoded = await ctx.app.inject("/assets/..%2f..%2f..%2fetc%2fpasswd");
    expect(encoded.body).not.toContain("root:");
  });
});
