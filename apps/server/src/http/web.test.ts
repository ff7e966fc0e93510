import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser } from "../test/client.js";
import { makeTempDir } from "../test/database.js";
import { startTestApp } from "../test/harness.js";

const USER_SLOT = "__HAULWISE_USER_ID__";
/** Long enough to be worth compressing. */
const framedPage = (role: string, userId: string) =>
  `<div id="app-frame" data-user-id="${userId}">${role} ${"shell ".repeat(300)}</div>`;

describe("serving the built web app", () => {
  const dist = makeTempDir("haulwise-dist-");
  const themeScript = "document.documentElement.classList.toggle('dark', true)";
  const script = `console.log(${JSON.stringify("hi ".repeat(200))})`;
  let ctx: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    mkdirSync(path.join(dist.dir, "assets"));
    writeFileSync(
      path.join(dist.dir, "index.html"),
      `<!doctype html><script>${themeScript}</script><div id=root></div>`,
    );
    writeFileSync(path.join(dist.dir, "assets", "app-1234.js"), script);
    writeFileSync(path.join(dist.dir, "assets", "app-1234.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(dist.dir, "assets", "app-1234.js.gz"), gzipSync(script));
    mkdirSync(path.join(dist.dir, "prerendered"));
    for (const page of ["index", "sign-in", "index.es"]) {
      writeFileSync(path.join(dist.dir, "prerendered", `${page}.html`), `<h1>${page}</h1>`);
    }
    // The app's page with each role's shell drawn, as the build writes them.
    mkdirSync(path.join(dist.dir, "framed"));
    for (const role of ["contractor", "driver"]) {
      writeFileSync(path.join(dist.dir, "framed", `${role}.html`), framedPage(role, USER_SLOT));
    }
    writeFileSync(
      path.join(dist.dir, "route-preloads.json"),
      JSON.stringify([
        { path: "/jobs", files: ["assets/jobs-1.js"], shell: true },
        { path: "/driver-jobs", files: [], shell: true },
        { path: "/jobs/:jobId/haul-sheet", files: ["assets/sheet-1.js"], shell: false },
      ]),
    );
    ctx = await startTestApp({ SERVE_WEB: "true", WEB_DIST_DIR: dist.dir });
  });
  afterAll(async () => {
    await ctx?.close();
    dist.remove();
  });

  it("serves the pre-rendered public pages for their routes, never cached", async () => {
    for (const [url, page] of [
      ["/", "index"],
      ["/sign-in", "sign-in"],
      ["/sign-in/", "sign-in"],
      ["/sign-in?email=a%40b.co", "sign-in"],
    ]) {
      const response = await ctx.app.inject(url as string);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body, url).toBe(`<h1>${page}</h1>`);
    }
  });

  it("sends a page rendered in several languages in the one the browser asks for first", async () => {
    for (const [language, page] of [
      ["es-MX,es;q=0.9,en;q=0.8", "index.es"],
      ["en-US,es;q=0.5", "index"],
      ["fr-FR,es;q=0.7", "index.es"],
      ["de", "index"],
    ]) {
      const response = await ctx.app.inject({
        url: "/",
        headers: { "accept-language": language as string },
      });
      expect(response.statusCode, language).toBe(200);
      expect(response.body, language).toBe(`<h1>${page}</h1>`);
      expect(response.headers.vary, language).toMatch(/accept-language/i);
    }
    // A page rendered in one language only is that page, whatever is asked.
    const signIn = await ctx.app.inject({ url: "/sign-in", headers: { "accept-language": "es" } });
    expect(signIn.body).toBe("<h1>sign-in</h1>");
    expect((await ctx.app.inject("/index.es")).body).not.toBe("<h1>index.es</h1>");
  });

  it("serves index.html for every other client-side route, never cached", async () => {
    for (const url of ["/sign-up", "/jobs", "/jobs/123/view?x=1"]) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<div id=root>");
    }
  });

  it("draws a signed-in person's shell in the pages of the shell, for them alone", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    const identity = { headers: { "accept-encoding": "identity" } };
    const page = await contractor.client.get("/jobs?status=active", identity);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(page.headers.link).toBe("</assets/jobs-1.js>; rel=modulepreload");
    expect(page.body).toBe(framedPage("contractor", contractor.userId));
    const driverPage = await driver.client.get("/driver-jobs", identity);
    expect(driverPage.body).toBe(framedPage("driver", driver.userId));
    expect(driverPage.headers.link).toBeUndefined();

    // A page outside the shell, nobody signed in, or a cookie that is not ours: the plain page.
    const plain = "<div id=root>";
    expect((await contractor.client.get("/jobs/1/haul-sheet")).body).toContain(plain);
    expect((await ctx.app.inject("/jobs")).body).toContain(plain);
    const forged = await ctx.app.inject({
      url: "/jobs",
      headers: { cookie: "haulwise.session_token=forged.c2lnbmF0dXJl" },
    });
    expect(forged.body).toContain(plain);
    expect(forged.headers["cache-control"]).toBe("no-cache");
  });

  it("compresses the drawn page for browsers that accept it", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const page = await contractor.client.get("/jobs", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(
      framedPage("contractor", contractor.userId),
    );
  });

  it("serves hashed assets as immutable", async () => {
    const response = await ctx.app.inject("/assets/app-1234.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves the brotli or gzip file written at build time to browsers that accept it", async () => {
    const url = "/assets/app-1234.js";
    const br = await ctx.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await ctx.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await ctx.app.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("allows the inlined theme script by its hash, and no other inline script", async () => {
    const policy = String((await ctx.app.inject("/")).headers["content-security-policy"]);
    const hash = createHash("sha256").update(themeScript).digest("base64");
    const scriptSrc = policy.split(";").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("does not count the app's own files against the API's allowance", async () => {
    const { api } = ctx.config.rateLimit;
    for (let request = 0; request <= api.max; request++) {
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
