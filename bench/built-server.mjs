// The BUILT server (apps/server/dist/main.js) on its embedded defaults, for the benchmarks:
// its own free port and a throwaway data folder (SQLite, outbox mail).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const serverEntry = path.join(root, "apps/server/dist/main.js");

export const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the server with `env` added to the defaults; resolves once it answers /readyz. */
export async function startBuiltServer(env = {}) {
  if (!existsSync(serverEntry)) throw new Error("Run `npm run build` first.");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "haulwise-bench-"));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let attempt = 0; ; attempt++) {
    if (attempt === 300 || child.exitCode !== null) throw new Error("the server did not start");
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    dataDir,
    async stop({ keepData = false } = {}) {
      child.kill("SIGTERM");
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
