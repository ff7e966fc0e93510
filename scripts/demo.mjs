// `npm run demo` (or `npm start -- --demo`): Haulwise with a demo company in its own data
// folder (./data-demo unless DATA_DIR says otherwise; never ./data), simulated drivers
// driving around Austin. `npm run demo -- --reset` throws the demo's data away first.
// DEMO_SPEED (default 1) runs the demo's day that many times faster.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildIsCurrent } from "./build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR || "data-demo");
const realData = path.resolve(root, "data");

if (dataDir === realData || dataDir === path.resolve("data")) {
  console.error(
    `The demo never uses ${dataDir}: that is a real install's data. Set DATA_DIR to another folder.`,
  );
  process.exit(1);
}

if (args.includes("--reset")) {
  const marker = path.join(dataDir, "demo.json");
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0 && !existsSync(marker)) {
    console.error(`${dataDir} holds no demo (no demo.json): not removing it.`);
    process.exit(1);
  }
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Demo data removed from ${dataDir}.`);
}

if (!buildIsCurrent()) {
  console.log("Building Haulwise (sources changed since the last build)…");
  const { status } = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (status !== 0) process.exit(status ?? 1);
}

const port = process.env.PORT || "3000";
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DEMO: "true",
  DEMO_SPEED: process.env.DEMO_SPEED || "1",
  // A demo company needs more trucks than the free plan has; nobody pays for a demo.
  BILLING: "off",
  PORT: port,
};
const dist = (name) => path.join(root, "apps", "server", "dist", `${name}.js`);
const children = new Set();
let stopping = false;

function run(name, options = {}) {
  const child = spawn(process.execPath, [dist(name)], {
    env: { ...env, ...options.env },
    stdio: "inherit",
  });
  children.add(child);
  child.on("exit", (code) => {
    children.delete(child);
    if (!stopping && options.essential) {
      console.error(`The demo's ${name} stopped (exit code ${code}).`);
      stop(code ?? 1);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  const wait = setInterval(() => {
    if (children.size === 0) {
      clearInterval(wait);
      process.exit(code);
    }
  }, 100);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const seed = spawnSync(process.execPath, [dist("demo-seed")], { env, stdio: "inherit" });
if (seed.status !== 0) process.exit(seed.status ?? 1);

run("main", { essential: true });
const host = env.HOST && env.HOST !== "0.0.0.0" ? env.HOST : "127.0.0.1";
const serverUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
for (let attempt = 0; ; attempt++) {
  try {
    if ((await fetch(`${serverUrl}/readyz`)).ok) break;
  } catch {
    // Not listening yet.
  }
  if (attempt > 300 || stopping) {
    console.error("The demo server did not start.");
    stop(1);
    break;
  }
  await sleep(100);
}

const info = await (await fetch(`${serverUrl}/api/install`)).json();
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
console.log("");
console.log(`Haulwise demo: ${info.demo.company}, ${publicUrl} (data in ${dataDir})`);
console.log(`Simulated drivers around Austin, TX; time runs ${info.demo.speed}× real time.`);
console.log("Sign in as:");
for (const account of info.demo.accounts) {
  console.log(
    `  ${account.role.padEnd(10)} ${account.name.padEnd(18)} ${account.email}  password: ${account.password}`,
  );
}
console.log("Stop with Ctrl+C; `npm run demo -- --reset` starts the demo company afresh.");
console.log("");
run("demo-simulate", { essential: true, env: { DEMO_SERVER_URL: serverUrl } });
