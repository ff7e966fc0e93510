// Start-up time of the BUILT server on an existing install (SQLite, migrated database, built web
// app): from spawning `node apps/server/dist/main.js` to the first answered request for `/`,
// and to the first answered API request (the session probe). Also `npm start`'s script with a
// current build (it checks the build is current, then starts the server in its process).
// Beside them, in the same run, the floor: a bare `node:http` server that answers at once,
// started the same way. Prints one JSON line: medians in ms, the ratio to the floor, the ceiling.
// Usage: npm run build && node bench/startup.mjs [runs]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsCurrent } from "../scripts/build-stamp.mjs";
import { dist, freePort, median, requireBuild, root } from "./lib/haulwise.mjs";

const runs = Number(process.argv[2] ?? 3);
const CEILING_MS = 1000;

const entry = dist("main.js");
const startEntry = path.join(root, "scripts/start.mjs");
requireBuild();
if (!buildIsCurrent()) throw new Error("The build is not current: run `npm run build` first.");

const floorServer = `require("node:http").createServer((_q, s) => s.end("ok")).listen(${"PORT"}, "127.0.0.1")`;

/** Spawns a process and polls `path` every 5 ms; resolves with ms from spawn to the first answer. */
async function timeToFirstAnswer(args, env, port, urlPath = "/") {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`exited with ${child.exitCode} before answering`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}${urlPath}`);
        await response.arrayBuffer();
        if (response.status < 500) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      if (performance.now() - started > 30_000) throw new Error("no answer within 30 s");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "haulwise-startup-"));
try {
  const serverEnv = (port) => ({
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  });
  // The first start creates and migrates the database: an install, not a start-up.
  const installPort = await freePort();
  await timeToFirstAnswer([entry], serverEnv(installPort), installPort);

  const server = [];
  const api = [];
  const startScript = [];
  const floor = [];
  for (let run = 0; run < runs; run++) {
    const port = await freePort();
    server.push(await timeToFirstAnswer([entry], serverEnv(port), port));
    const apiPort = await freePort();
    api.push(await timeToFirstAnswer([entry], serverEnv(apiPort), apiPort, "/api/session"));
    const startPort = await freePort();
    startScript.push(await timeToFirstAnswer([startEntry], serverEnv(startPort), startPort));
    const floorPort = await freePort();
    floor.push(
      await timeToFirstAnswer(["-e", floorServer.replace("PORT", floorPort)], {}, floorPort),
    );
  }
  const serverMs = Math.round(median(server));
  const apiMs = Math.round(median(api));
  const startScriptMs = Math.round(median(startScript));
  const floorMs = Math.round(median(floor));
  console.log(
    JSON.stringify({
      bench: "startup",
      runs,
      database: "sqlite",
      serverMedianMs: serverMs,
      serverRunsMs: server.map(Math.round),
      firstApiAnswerMedianMs: apiMs,
      npmStartScriptMedianMs: startScriptMs,
      bareNodeHttpMedianMs: floorMs,
      ratioToBareNode: Number((serverMs / floorMs).toFixed(1)),
      ceilingMs: CEILING_MS,
      underCeiling: Math.max(serverMs, apiMs, startScriptMs) < CEILING_MS,
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
