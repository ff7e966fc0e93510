// How long a newcomer waits, from `npm run demo` on a fresh data folder, until the contractor
// watches the company live: the sign-ins printed (the app is up), today's loads on the
// dashboard, an inactivity alert in the bell, and a truck moving on the live map. Each is
// read through the API the screens read, as the printed contractor, once a second. Prints one
// JSON line per demo speed: ms from the start to each, the seed's own figure, and the
// ceiling (the minute) with the machine's load average beside it.
// Usage: npm run build && node bench/demo-first-start.mjs [speed ...]   (default: 1 20)
// DEMO_HISTORY_DAYS is passed on (default 14, as `npm run demo` has it).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildIsCurrent } from "../scripts/build-stamp.mjs";
import { demoEnv } from "../scripts/lib/demo-env.mjs";
import { client, freePort, requireBuild, root } from "./lib/haulwise.mjs";

const CEILING_MS = 60_000;
const GIVE_UP_MS = 10 * 60_000;
const speeds = process.argv.slice(2).map(Number);
requireBuild();
if (!buildIsCurrent()) throw new Error("The build is not current: run `npm run build` first.");

async function firstStart(speed) {
  const home = mkdtempSync(path.join(os.tmpdir(), "haulwise-demo-bench-"));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  let output = "";
  const child = spawn(process.execPath, [path.join(root, "scripts", "demo.mjs")], {
    cwd: home,
    env: demoEnv(port, { DEMO_SPEED: String(speed) }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const seen = { appUpMs: null, loadsMs: null, alertMs: null, movingMs: null };
  try {
    const signIn = /contractor\s+.+?\s+(\S+@\S+)\s+password: (\S+)/;
    while (!signIn.test(output)) {
      if (child.exitCode !== null) throw new Error(`the demo stopped:\n${output}`);
      if (since() > GIVE_UP_MS) throw new Error(`no sign-ins printed:\n${output}`);
      await sleep(100);
    }
    seen.appUpMs = since();
    const [, email, password] = signIn.exec(output);
    const boss = client(base);
    await boss.call("POST", "/api/auth/sign-in/email", { email, password });
    let before = new Map();
    while (Object.values(seen).some((ms) => ms === null) && since() < GIVE_UP_MS) {
      const [stats, { alerts }, { positions }] = await Promise.all([
        boss.call("GET", "/api/dashboard/stats"),
        boss.call("GET", "/api/tracking/alerts"),
        boss.call("GET", "/api/tracking/positions"),
      ]);
      if (seen.loadsMs === null && stats.todaysLoads > 0) seen.loadsMs = since();
      if (seen.alertMs === null && alerts.some((alert) => alert.kind === "idle")) {
        seen.alertMs = since();
      }
      const moved = positions.some((now) => {
        const then = before.get(now.driverId);
        return (
          now.state === "moving" &&
          then &&
          (then.latitude !== now.latitude || then.longitude !== now.longitude)
        );
      });
      if (seen.movingMs === null && moved) seen.movingMs = since();
      before = new Map(positions.map((position) => [position.driverId, position]));
      await sleep(1000);
    }
    const seedSeconds = Number(/Demo company ready in ([\d.]+) s/.exec(output)?.[1] ?? Number.NaN);
    const allMs = Math.max(...Object.values(seen).map((ms) => ms ?? Number.POSITIVE_INFINITY));
    return {
      bench: "demo-first-start",
      speed,
      historyDays: Number(process.env.DEMO_HISTORY_DAYS ?? 14),
      seedMs: Math.round(seedSeconds * 1000),
      ...seen,
      allMs: Number.isFinite(allMs) ? allMs : null,
      ceilingMs: CEILING_MS,
      underCeiling: allMs < CEILING_MS,
      loadAverage: Number(os.loadavg()[0].toFixed(1)),
      cores: os.cpus().length,
    };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    if (child.exitCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  }
}

for (const speed of speeds.length > 0 ? speeds : [1, 20]) {
  console.log(JSON.stringify(await firstStart(speed)));
}
