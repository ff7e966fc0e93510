// A 50-truck job's Load Cycles tab in Chromium, stepped through 30 days: is any main-thread
// task longer than 50 ms? Builds a page holding the app's own tab, its two reads answered from
// days generated before tracing starts (about 700 cycles a day), chooses each day in turn as a
// person would, and reads every main-thread task from a Chromium trace (wall and CPU time). The
// floor in the same run: parsing the same answers' JSON alone on the same thread.
// Prints one JSON line. Usage: node bench/cycles-screen.mjs [trucks] [days]
import os from "node:os";
import { mainThreadTasks, openBenchPage, TRACE_CATEGORIES } from "./lib/browser-bench.mjs";
import { percentile } from "./lib/haulwise.mjs";

const trucks = Number(process.argv[2] ?? 50);
const days = Number(process.argv[3] ?? 30);
const LONG_TASK_MS = 50;

const { base, browser, close } = await openBenchPage("cycles-screen");
const round = (ms) => Number((ms ?? 0).toFixed(1));

try {
  const page = await browser.newPage({ viewport: { width: 1312, height: 900 } });
  await page.goto(`${base}/?trucks=${trucks}&days=${days}`);
  await page.waitForFunction(() => window.bench?.ready, null, { timeout: 120_000 });
  const { dates, bareParseMs } = await page.evaluate(() => window.bench);
  // The loads without a ticket differ from day to day: their list says which day is shown.
  const unbilled = page.locator('ul[aria-label^="Counted, no ticket yet"]');
  await unbilled.waitFor({ timeout: 60_000 });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
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
  const measured = mainThreadTasks(trace, { label: "cycles", explainOverMs: 20 });
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
  await close();
}
