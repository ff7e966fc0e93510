// 2,000 trucks moving on one live map in Chromium: is any main-thread task longer than 50 ms?
// Builds a page holding the app's own LiveMap, fed the way the realtime client feeds it (location
// frames folded into the query cache in 50 ms frames, every driver moving every 5 s, then every
// second), pans and zooms it while the trucks move, and reads every main-thread task from a
// Chromium trace: its wall time, and its CPU time, which a busy shared machine does not inflate.
// The baseline, run the same way in the same run: plain Leaflet DOM markers fed the same moves.
// Prints one JSON line. Usage: node bench/map-markers.mjs [seconds] [drivers]
import os from "node:os";
import { mainThreadTasks, openBenchPage, TRACE_CATEGORIES } from "./lib/browser-bench.mjs";
import { percentile } from "./lib/haulwise.mjs";

const seconds = Number(process.argv[2] ?? 12);
const drivers = Number(process.argv[3] ?? 2000);
/** The hub's coalescing window: one frame per topic per 50 ms. */
const FRAME_MS = 50;
const LONG_TASK_MS = 50;
/** Drivers in one frame when each reports every `everyMs`. */
const perFrameFor = (everyMs) => Math.ceil(drivers / (everyMs / FRAME_MS));

const { base, browser, close } = await openBenchPage("map-markers");
const round = (ms) => Number((ms ?? 0).toFixed(1));

async function run(mode, everyMs) {
  const perFrame = perFrameFor(everyMs);
  const page = await browser.newPage({ viewport: { width: 1312, height: 900 } });
  await page.goto(
    `${base}/?mode=${mode}&drivers=${drivers}&frameMs=${FRAME_MS}&perFrame=${perFrame}`,
  );
  await page.waitForFunction(() => window.bench?.ready, null, { timeout: 60_000 });
  await page.waitForTimeout(1_000);
  const box = await page.locator(".leaflet-container").boundingBox();
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.evaluate(() => window.bench.start());
  const step = (seconds * 1000) / 4;
  // While the trucks move, a person zooms out, pans and zooms back in.
  await page.waitForTimeout(step);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(step);
  await page.mouse.down();
  await page.mouse.move(centre.x - 200, centre.y - 100, { steps: 10 });
  await page.mouse.up();
  await page.waitForTimeout(step);
  await page.mouse.wheel(0, -400);
  await page.waitForTimeout(step);
  await page.evaluate(() => window.bench.stop());
  const frames = await page.evaluate(() => window.bench.frames);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
  await page.close();

  const measured = mainThreadTasks(trace, { label: mode, explainOverMs: 40 });
  const tasks = measured.map((task) => task.wall).sort((a, b) => a - b);
  const cpu = measured.map((task) => task.cpu).sort((a, b) => a - b);
  return {
    eachDriverEveryMs: everyMs,
    positionsPerSecond: Math.round((perFrame * 1000) / FRAME_MS),
    framesSent: frames,
    positionsApplied: frames * perFrame,
    tasks: tasks.length,
    maxTaskMs: round(tasks.at(-1) ?? 0),
    p99TaskMs: round(percentile(tasks, 99)),
    medianTaskMs: round(percentile(tasks, 50)),
    tasksOver50ms: tasks.filter((ms) => ms > LONG_TASK_MS).length,
    maxTaskCpuMs: round(cpu.at(-1) ?? 0),
    p99TaskCpuMs: round(percentile(cpu, 99)),
    tasksOver50msCpu: cpu.filter((ms) => ms > LONG_TASK_MS).length,
  };
}

try {
  // As the tracking benchmark drives it (every driver every 5 s), then five times harder,
  // then the baseline at the harder pace.
  const live = await run("live", 5_000);
  const liveStress = await run("live", 1_000);
  const domBaseline = await run("dom", 1_000);
  console.log(
    JSON.stringify({
      bench: "map-markers",
      drivers,
      seconds,
      frameMs: FRAME_MS,
      ceilingMs: LONG_TASK_MS,
      cores: os.availableParallelism(),
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
      canvasLiveMap: live,
      canvasLiveMapStress: liveStress,
      domMarkersBaseline: domBaseline,
      withinCeiling: live.tasksOver50ms === 0 && liveStress.tasksOver50ms === 0,
      withinCeilingOnCpu: live.tasksOver50msCpu === 0 && liveStress.tasksOver50msCpu === 0,
    }),
  );
} finally {
  await close();
}
