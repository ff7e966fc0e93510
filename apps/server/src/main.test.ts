import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, makeTempDir } from "./test/database.js";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  // Compiling the sources on start takes a while on a busy machine.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become ready");
}

describe("the server process", () => {
  const temp = makeTempDir("haulwise-main-");
  let drop: () => Promise<void> = async () => {};
  let child: ChildProcess;
  let output = "";
  let port = 0;

  beforeAll(async () => {
    const database = await createTestDatabase(temp.dir);
    drop = database.drop;
    port = await freePort();
    const root = path.resolve(import.meta.dirname, "..");
    child = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=@haulwise/source", "src/main.ts"],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          DATA_DIR: temp.dir,
          SERVE_WEB: "false",
          LOG_LEVEL: "info",
          TRUST_PROXY: "1",
          METRICS_TOKEN: "main-test-metrics-token",
          ...(database.config.kind === "postgres"
            ? { DATABASE_URL: database.config.connectionString }
            : {}),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await waitForReady(`http://127.0.0.1:${port}/readyz`, child);
  }, 90_000);

  afterAll(async () => {
    if (child?.exitCode === null) child.kill("SIGKILL");
    await drop();
    temp.remove();
  });

  it("migrates a fresh database on start and serves the API", async () => {
    expect(output).toContain("database migrated");
    await expect.poll(() => output).toContain("leading the periodic workers");
    const response = await fetch(`http://127.0.0.1:${port}/api/me`);
    expect(response.status).toBe(401);
  });

  it("logs JSON lines carrying the request id a trusted proxy set, and answers with it", async () => {
    const fromProxy = "b4c1e9f0-proxy-7d2a";
    const response = await fetch(`http://127.0.0.1:${port}/api/me`, {
      headers: { "x-request-id": fromProxy },
    });
    expect(response.headers.get("x-request-id")).toBe(fromProxy);
    await expect
      .poll(() =>
        output
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as { requestId?: string; msg?: string })
          .filter((entry) => entry.requestId === fromProxy)
          .map((entry) => entry.msg),
      )
      .toEqual(["incoming request", "request completed"]);

    // An id that could forge a log line or flood it is replaced by one of our own.
    for (const forged of ['x" "admin', "a".repeat(500), "short"]) {
      const answer = await fetch(`http://127.0.0.1:${port}/healthz`, {
        headers: { "x-request-id": forged },
      });
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("serves Prometheus metrics to the bearer of METRICS_TOKEN", async () => {
    const url = `http://127.0.0.1:${port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const response = await fetch(url, {
      headers: { authorization: "Bearer main-test-metrics-token" },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      'haulwise_http_requests_total{method="GET",route="/api/me",status="401"}',
    );
  });

  it("shuts down cleanly on SIGTERM", async () => {
    child.kill("SIGTERM");
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
    expect(output).toContain("shutting down");
  });
});
