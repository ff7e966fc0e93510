// A 50-truck job's Load Cycles tab in Chromium, stepped through 30 days: is any main-thread
// task longer than 50 ms? Builds a page holding the app's own tab, its two reads answered from
// days generated before tracing starts (about 700 cycles a day), chooses each day in turn as a
// person would, and reads every main-thread task from a Chromium trace (wall and CPU time). The
// floor in the same run: parsing the same answers' JSON alone on the same thread.
// Prints one JSON line. Usage: node bench/cycles-screen.mjs [trucks] [days]
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { build } from "vite";

const trucks = Number(process.argv[2] ?? 50);
const days = Number(process.argv[3] ?? 30);
const LONG_TASK_MS = 50;

const root = path.resolve(import.meta.dirname, "..");
const outDir = mkdtempSync(path.join(os.tmpdir(), "haulwise-cycles-bench-"));

await build({
  configFile: path.join(root, "bench/lib/vite.config.ts"),
  root: path.join(root, "bench/cycles-screen"),
  build: { outDir, emptyOutDir: true },
});
const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
const server = createServer((request, response) => {
  const file = path.join(
    outDir,
    new URL(request.url, "http://x").pathname.replace(/^\/$/, "/index.html"),
  );
  try {
    const body = readFileSync(file);
    response.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms) => Number(ms.toFixed(1));

/** Main-thread tasks of the page's renderer, in ms, from a Chromium trace. */
function mainThreadTasks(trace) {
  const events = trace.traceEvents;
  const started = events.find((e) => e.name === "TracingStartedInBrowser");
  const pid = started?.args?.data?.frames?.[0]?.processId;
  const main = events.find(
    (e) => e.name === "thread_name" && e.pid === pid && e.args?.name === "CrRendererMain",
  );
  const onMain = events.filter((e) => e.pid === pid && e.tid === main?.tid && e.ph === "X");
  const tasks = onMain.filter((e) => e.name === "RunTask");
  if (process.env.DEBUG) {
    const t0 = tasks[0]?.ts ?? 0;
    for (const task of tasks.filter((e) => (e.tdur ?? e.dur) > 20_000)) {
      const inside = onMain.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 5_000,
      );
      console.error(
        `${trace.mode} ${((task.ts - t0) / 1e6).toFixed(2)} s: ${(task.dur / 1000).toFixed(0)} ms wall, ${task.tdur === undefined ? "?" : (task.tdur / 1000).toFixed(0)} ms cpu`,
        inside
          .map(
            (e) =>
              `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ""}${e.name === "Layout" ? `[${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}]` : ""}${e.name === "UpdateLayoutTree" ? `[${e.args?.elementCount}]` : ""}:${(e.dur / 1000).toFixed(0)}`,
          )
          .join(" "),
      );
    }
  }
  // Wall time, and the main thread's own CPU time (`tdur`): on a machine shared with other
  // work a task is also long while the thread waits for a core, which says nothing of the map.
  return tasks.map((e) => ({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}

try {
  const page = await browser.newPage({ viewport: { width: 1312, height: 900 } });
  await page.goto(`${base}/?trucks=${trucks}&days=${days}`);
  await page.waitForFunction(() => window.bench?.ready, null, { timeout: 120_000 });
  const { dates, bareParseMs } = await page.evaluate(() => window.bench);
  // The loads without a ticket differ from day to day: their list says which day is shown.
  const unbilled = page.locator('ul[aria-label^="Counted, no ticket yet"]');
  await unbilled.waitFor({ timeout: 60_000 });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"],
  });
  const day = page.getByLabel("Day");
  for (const date of dates.slice(1)) {
    const before = await unbilled.textContent();
    await day.fill(date);
    await page.waitForFunction(
      (previous) =>
        document.querySelector('ul[aria-label^="Counted, no ticket yet"]')?.textContent !==
        previous,
      before,
      { timeout: 30_000 },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  }
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
  trace.mode = "cycles";
  const measured = mainThreadTasks(trace);
  const tasks = measured.map((task) => task.wall).sort((a, b) => a - b);
  const cpu = measured.map((task) => task.cpu).sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: "cycles-screen",
      trucks,
      days,
      cyclesPerDay: trucks * 14,
      ceilingMs: LONG_TASK_MS,
      cores: os.availableParallelism(),
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
      daysShown: dates.length - 1,
      tasks: tasks.length,
      maxTaskMs: round(tasks.at(-1) ?? 0),
      p99TaskMs: round(percentile(tasks, 99)),
      tasksOver50ms: tasks.filter((ms) => ms > LONG_TASK_MS).length,
      maxTaskCpuMs: round(cpu.at(-1) ?? 0),
      p99TaskCpuMs: round(percentile(cpu, 99)),
      tasksOver50msCpu: cpu.filter((ms) => ms > LONG_TASK_MS).length,
      bareParseMsPerDay: round(bareParseMs),
      withinCeiling: tasks.filter((ms) => ms > LONG_TASK_MS).length === 0,
      withinCeilingOnCpu: cpu.filter((ms) => ms > LONG_TASK_MS).length === 0,
    }),
  );
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
