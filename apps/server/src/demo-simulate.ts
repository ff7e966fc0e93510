// The demo's simulated drivers (started by scripts/demo.mjs beside the server): a separate
// process that reaches the server over HTTP, as the drivers' phones would.
import { setTimeout as sleep } from "node:timers/promises";
import { InstallInfoSchema } from "@haulwise/domain";
import { wallClockMs } from "./clock.js";
import { networkSend } from "./demo/http.js";
import { simulateDrivers } from "./demo/simulate.js";
import { readDemoState } from "./demo/state.js";

async function main() {
  const baseUrl = process.env.DEMO_SERVER_URL;
  const dataDir = process.env.DATA_DIR;
  if (!baseUrl || !dataDir) throw new Error("DEMO_SERVER_URL and DATA_DIR are required");
  const state = readDemoState(dataDir);
  if (!state) throw new Error(`No demo company in ${dataDir}: run npm run demo`);
  const send = networkSend(baseUrl);
  // The demo's time is the server's: read once, then run on at its speed.
  const answer = await send({ method: "GET", url: "/api/install", headers: {} });
  const demo = InstallInfoSchema.parse(answer.json()).demo;
  if (!demo) throw new Error("The server is not in demo mode");
  const readAt = wallClockMs();
  const at = Date.parse(demo.now);
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => (stopping = true));
  await simulateDrivers({
    send,
    origin: new URL(baseUrl).origin,
    state,
    now: () => at + (wallClockMs() - readAt) * demo.speed,
    tickMs: 250,
    stopped: () => stopping,
    sleep: (ms) => sleep(ms),
    log: (line) => console.log(`[drivers] ${line}`),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
