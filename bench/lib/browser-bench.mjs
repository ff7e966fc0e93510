// What the browser benchmarks share: a page of the app's own components built with the app's
// plugins and served from a temporary folder, Debian's Chromium, and the main-thread tasks read
// from a Chromium trace.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { build } from "vite";
import { root } from "./haulwise.mjs";

const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

/**
 * Builds `bench/<page>` (its index.html and harness) and serves it on a free port; `close()`
 * ends the browser and the server and removes the build.
 */
export async function openBenchPage(page) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), `haulwise-${page}-bench-`));
  await build({
    configFile: path.join(root, "bench/lib/vite.config.ts"),
    root: path.join(root, "bench", page),
    build: { outDir, emptyOutDir: true },
  });
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    browser,
    async close() {
      await browser.close();
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** The categories a trace needs for `mainThreadTasks`. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
];

/**
 * Main-thread tasks of the page's renderer from a Chromium trace, in ms: wall time, and the
 * thread's own CPU time (`tdur`). On a machine shared with other work a task is also long while
 * the thread waits for a core, which says nothing of the page. With DEBUG set, each task over
 * `explainOverMs` is printed with what ran inside it.
 */
export function mainThreadTasks(trace, { label = "", explainOverMs = 40 } = {}) {
  const events = trace.traceEvents;
  const started = events.find((e) => e.name === "TracingStartedInBrowser");
  const pid = started?.args?.data?.frames?.[0]?.processId;
  const main = events.find(
    (e) => e.name === "thread_name" && e.pid === pid && e.args?.name === "CrRendererMain",
  );
  const onMain = events.filter((e) => e.pid === pid && e.tid === main?.tid && e.ph === "X");
  const tasks = onMain.filter((e) => e.name === "RunTask");
  if (process.env.DEBUG) explainLongTasks(label, onMain, tasks, explainOverMs);
  return tasks.map((e) => ({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}

function explainLongTasks(label, onMain, tasks, overMs) {
  const t0 = tasks[0]?.ts ?? 0;
  const name = (e) =>
    `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ""}` +
    `${e.name === "Layout" ? `[${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}]` : ""}` +
    `${e.name === "UpdateLayoutTree" ? `[${e.args?.elementCount}]` : ""}`;
  for (const task of tasks.filter((e) => (e.tdur ?? e.dur) > overMs * 1000)) {
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 5_000,
    );
    const cpu = task.tdur === undefined ? "?" : (task.tdur / 1000).toFixed(0);
    console.error(
      `${label} ${((task.ts - t0) / 1e6).toFixed(2)} s: ${(task.dur / 1000).toFixed(0)} ms wall, ${cpu} ms cpu`,
      inside.map((e) => `${name(e)}:${(e.dur / 1000).toFixed(0)}`).join(" "),
    );
  }
}
