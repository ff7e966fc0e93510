import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, TestClient } from "../test/client.js";
import { startTestApp, useTestApp } from "../test/harness.js";
import { pngImage } from "../test/images.js";

const BOUNDARY = "----edge";
const part = (body: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${body}`;

const MALFORMED_MULTIPART: Array<[string, Record<string, string>, string]> = [
  ["no boundary", { "content-type": "multipart/form-data" }, part("x")],
  [
    "a wrong boundary",
    { "content-type": "multipart/form-data; boundary=other" },
    `${part("x")}\r\n--${BOUNDARY}--\r\n`,
  ],
  ["a body cut short", { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, part("x")],
  [
    "a boundary over 256 characters",
    { "content-type": `multipart/form-data; boundary=${"b".repeat(300)}` },
    part("x"),
  ],
  [
    "a broken part header",
    { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    `--${BOUNDARY}\r\nno colon here\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  ],
];

function expectStandardError(
  response: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  status: number,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  });
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
}

describe("malformed requests are the client's fault, never a 500", () => {
  const ctx = useTestApp();

  it.each(MALFORMED_MULTIPART)(
    "answers an upload with %s with a 400",
    async (_name, headers, payload) => {
      const contractor = await createVerifiedUser(ctx, { role: "contractor" });
      const jobs = await contractor.client.post("/api/jobs", {
        title: "Haul",
        description: "Gravel",
        location: "Pit 4",
        startDate: "2026-05-01",
      });
      for (const [method, url] of [
        ["PUT", "/api/me/avatar"],
        ["PUT", "/api/me/company-logo"],
        ["POST", `/api/jobs/${jobs.json().id}/documents`],
      ] as const) {
        const response = await contractor.client.request(method, url, { headers, payload });
        expectStandardError(response, 400);
      }
    },
  );

  it("refuses JSON nested past the limit, signed in or not, before it is parsed", async () => {
    const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const anonymous = new TestClient(ctx.app);
    for (const url of [
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/auth/reset-password",
    ]) {
      const response = await anonymous.request("POST", url, {
        payload: deep(5000),
        headers: { "content-type": "application/json" },
      });
      expectStandardError(response, 400);
      expect(response.json().error.message).toBe(
        "The request body is nested too deeply (more than 32 levels)",
      );
    }
    const nested = `{"a":${'{"a":'.repeat(40)}1${"}".repeat(40)}}`;
    const objects = await anonymous.request("POST", "/api/auth/sign-in/email", {
      payload: nested,
      headers: { "content-type": "application/json" },
    });
    expectStandardError(objects, 400);
    // Brackets inside strings are text, not nesting.
    const text = await anonymous.post("/api/auth/sign-in/email", {
      email: "someone@example.com",
      password: "[".repeat(100),
    });
    expect(text.statusCode).toBe(401);
  });

  it("refuses NUL in any text on the way in, and stores nothing", async () => {
    const user = await createVerifiedUser(ctx);
    const before = await ctx.database.db
      .selectFrom("profiles")
      .selectAll()
      .where("id", "=", user.userId)
      .executeTakeFirstOrThrow();
    const cases = [
      () => user.client.patch("/api/me/profile", { firstName: "Ann\u0000" }),
      () => user.client.patch("/api/me/profile", { "first\u0000Name": "Ann" }),
      () => user.client.get("/api/jobs/abc%00def"),
      () => user.client.get("/api/search/jobs?q=pit%00"),
      () =>
        new TestClient(ctx.app).post("/api/auth/reset-password", {
          newPassword: "long enough secret",
          token: "abc\u0000",
        }),
      () =>
        new TestClient(ctx.app).get(
          "/api/auth/reset-password/abc%00def?callbackURL=%2Fupdate-password",
        ),
      () =>
        new TestClient(ctx.app).post("/api/auth/sign-in/email", {
          email: "a\u0000@example.com",
          password: "whatever",
        }),
    ];
    for (const send of cases) {
      const response = await send();
      expectStandardError(response, 400);
      expect(response.json().error.message).toMatch(/NUL character/);
    }
    const after = await ctx.database.db
      .selectFrom("profiles")
      .selectAll()
      .where("id", "=", user.userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("answers the framework's own refusals in the API's shape, with the security headers", async () => {
    const client = new TestClient(ctx.app);
    expectStandardError(await client.get("/api/%zz"), 400);
    expectStandardError(await client.get(`/api/jobs/${"x".repeat(300)}`), 404);
    expectStandardError(await client.get("/api/no-such-endpoint"), 404);
    const user = await createVerifiedUser(ctx);
    expectStandardError(
      await user.client.patch("/api/me/profile", { firstName: "x".repeat(1_100_000) }),
      413,
    );
  });

  it("still takes a real upload", async () => {
    const user = await createVerifiedUser(ctx);
    const png = await pngImage();
    const body = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const response = await user.client.request("PUT", "/api/me/avatar", {
      payload: body,
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

/** Raw HTTP over a socket, for what app.inject() cannot do: slow clients and huge headers. */
function rawExchange(
  port: number,
  write: (socket: net.Socket) => void,
): Promise<{ text: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => write(socket));
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve({ text, elapsedMs: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the socket open: ${text}`));
    }, 10_000).unref();
  });
}

const statusOf = (text: string) => Number(text.split(" ")[1]);
const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));

describe("slow and oversized clients over a real socket", () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let port: number;

  beforeAll(async () => {
    ctx = await startTestApp({
      HTTP_HEADERS_TIMEOUT_MS: "400",
      HTTP_REQUEST_TIMEOUT_MS: "800",
      UPLOAD_TIMEOUT_MS: "5000",
    });
    await ctx.app.listen({ host: "127.0.0.1", port: 0 });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers oversized headers with a 431 in the API's shape", async () => {
    const { text } = await rawExchange(port, (socket) =>
      socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`),
    );
    expect(statusOf(text)).toBe(431);
    expect(text.toLowerCase()).toContain("x-content-type-options: nosniff");
    expect(bodyOf(text).error.code).toBe("HEADERS_TOO_LARGE");
  });

  it("cuts off a client that trickles its headers at the headers timeout", async () => {
    const { text, elapsedMs } = await rawExchange(port, (socket) => {
      socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n");
      const timer = setInterval(
        () => (socket.writable ? socket.write("X-A: b\r\n") : clearInterval(timer)),
        100,
      );
      socket.on("close", () => clearInterval(timer));
    });
    expect(statusOf(text)).toBe(408);
    expect(elapsedMs).toBeLessThan(3000);
  });

  it("cuts off a JSON body that trickles past the request timeout, but not an upload", async () => {
    const user = await createVerifiedUser(ctx);
    const cookie = [...user.client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const trickle = (contentType: string) =>
      rawExchange(port, (socket) => {
        const [method, url] = contentType.startsWith("multipart")
          ? ["PUT", "/api/me/avatar"]
          : ["PATCH", "/api/me/profile"];
        socket.write(
          `${method} ${url} HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\nContent-Type: ${contentType}\r\nContent-Length: 100\r\n\r\n--x\r\n`,
        );
        const timer = setInterval(
          () => (socket.writable ? socket.write(" ") : clearInterval(timer)),
          100,
        );
        socket.on("close", () => clearInterval(timer));
        if (contentType.startsWith("multipart")) setTimeout(() => socket.destroy(), 1500);
      });
    const json = await trickle("application/json");
    expect(statusOf(json.text)).toBe(408);
    expect(bodyOf(json.text).error.code).toBe("REQUEST_TIMEOUT");
    // The upload is still being received when the client itself gives up at 1.5 s.
    const upload = await trickle("multipart/form-data; boundary=x");
    expect(upload.text).toBe("");
    expect(upload.elapsedMs).toBeGreaterThanOrEqual(1400);
  });

  it("closes the connection of a request answered before its body arrived", async () => {
    // No session: refused at once, while a body of a megabyte is still trickling in.
    const early = (method: string, url: string, contentType: string) =>
      new Promise<{ text: string; answeredMs: number; closedMs: number }>((resolve, reject) => {
        const started = Date.now();
        let answeredMs = -1;
        let text = "";
        const socket = net.connect(port, "127.0.0.1", () => {
          socket.write(
            `${method} ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: 1000000\r\n\r\n`,
          );
        });
        const timer = setInterval(() => socket.writable && socket.write("a"), 100);
        socket.on("data", (chunk) => {
          text += chunk.toString("latin1");
          if (answeredMs < 0) answeredMs = Date.now() - started;
        });
        socket.on("error", () => {});
        socket.on("close", () => {
          clearInterval(timer);
          resolve({ text, answeredMs, closedMs: Date.now() - started });
        });
        setTimeout(() => {
          clearInterval(timer);
          socket.destroy();
          reject(new Error(`the server kept the socket open after answering: ${text}`));
        }, 4_000).unref();
      });
    for (const [method, url, contentType] of [
      ["POST", "/api/loads", "application/json"],
      ["PUT", "/api/me/avatar", "multipart/form-data; boundary=x"],
    ] as const) {
      const { text, answeredMs, closedMs } = await early(method, url, contentType);
      expect(statusOf(text), text).toBe(401);
      expect(text.toLowerCase()).toContain("connection: close");
      expect(bodyOf(text).error.code).toBe("UNAUTHENTICATED");
      expect(closedMs - answeredMs).toBeLessThan(2_500);
    }
  });

  it("stops timing a request's body once the request is answered", async () => {
    // Refused before its body is read (a foreign origin), as the hostile-input suite does
    // thousands of times: had the body timer kept running, it would fire past the request
    // timeout on a request long answered, and throw on app.inject()'s stand-in socket.
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/loads",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: { jobId: "j1" },
    });
    expect(refused.statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 1200));
  });
});
