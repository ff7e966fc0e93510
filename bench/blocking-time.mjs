// The main thread's blocking time on a signed-in page's first load, from real Chromium traces
// of the BUILT app: each task on the page's main thread in the 3 s after its first contentful
// paint, multiplied by Lighthouse's 4x CPU slowdown and counted above 50 ms, as Lighthouse
// counts Total Blocking Time. Unthrottled traces multiplied, not Lighthouse's simulation: the
// figure follows the page's own work, not the machine's noise in one throttled run.
// Each build given (default: apps/web/dist) is served by its own server, and the loads
// alternate between them so a busy moment hits both. Prints one JSON line per page and build:
// medians of the blocking time, the busy time and the longest task (unthrottled, ms).
// Usage: npm run build && node bench/blocking-time.mjs [loads] [dist...]
import path from "node:path";
import { chromium } from "@playwright/test";
import { account, median, requireBuild, root, seedJobs, startServer } from "./lib/haulwise.mjs";

const loads = Number(process.argv[2] ?? 8);
const dists = process.argv.slice(3).map((dir) => path.resolve(dir));
if (dists.length === 0) dists.push(path.join(root, "apps/web/dist"));
const PAGES = [
  { route: "/jobs", role: "contractor" },
  { route: "/driver-jobs", role: "driver" },
];
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const WINDOW_US = 3_000_000;

requireBuild();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

/** A build's server with a signed-in contractor (a dozen jobs) and driver. */
async function serve(dist) {
  const server = await startServer({ HOST: "127.0.0.1", WEB_DIST_DIR: dist });
  const stamp = Date.now();
  const people = {
    contractor: await account(server, "contractor", "Casey", "Stone", `bt-c-${stamp}@example.com`),
    driver: await account(server, "driver", "Dana", "Reyes", `bt-d-${stamp}@example.com`),
  };
  await seedJobs(people.contractor);
  return { dist, server, people };
}

/** One cold load of a page, traced: its main thread's tasks after the first paint. */
async function traceLoad({ server, people }, { route, role }) {
  const [name, value] = people[role].cookie.split(";")[0].split("=");
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await context.addCookies([{ name, value, url: server.base }]);
    const page = await context.newPage();
    await page.goto("about:blank");
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on("Tracing.dataCollected", (batch) => events.push(...batch.value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading",
      transferMode: "ReportEvents",
    });
    await page.goto(server.base + route, { waitUntil: "load" });
    await page.waitForTimeout(WINDOW_US / 1000);
    await cdp.send("Tracing.end");
    await complete;
    const paint = events.find((event) => event.name === "firstContentfulPaint");
    if (!paint) return null;
    const tasks = events
      .filter(
        (event) =>
          event.name === "RunTask" &&
          // A task still running when tracing stops has no duration.
          typeof event.dur === "number" &&
          event.pid === paint.pid &&
          event.tid === paint.tid &&
          event.ts >= paint.ts &&
          event.ts < paint.ts + WINDOW_US,
      )
      .map((event) => event.dur / 1000);
    return {
      blocking: tasks.reduce((sum, ms) => sum + Math.max(0, SLOWDOWN * ms - LONG_TASK_MS), 0),
      busy: tasks.reduce((sum, ms) => sum + ms, 0),
      longest: Math.max(0, ...tasks),
    };
  } finally {
    await context.close();
  }
}

const builds = [];
for (const dist of dists) builds.push(await serve(dist));
const results = new Map(builds.map((build) => [build, PAGES.map(() => [])]));
for (let n = 0; n < loads; n++) {
  for (const [index, page] of PAGES.entries()) {
    for (const build of builds) {
      const figures = await traceLoad(build, page);
      if (figures) results.get(build)[index].push(figures);
    }
  }
}
const round = (ms) => Math.round(ms);
for (const build of builds) {
  for (const [index, { route }] of PAGES.entries()) {
    const runs = results.get(build)[index];
    console.log(
      JSON.stringify({
        bench: "blocking-time",
        dist: build.dist.startsWith(root) ? path.relative(root, build.dist) : build.dist,
        route,
        loads: runs.length,
        slowdown: SLOWDOWN,
        blockingMs: round(median(runs.map((run) => run.blocking))),
        busyMs: round(median(runs.map((run) => run.busy))),
        longestTaskMs: round(median(runs.map((run) => run.longest))),
        // Lighthouse's mobile scoring gives blocking time its full marks at 200 ms or less.
        lighthouseGoodMs: 200,
        blockingRuns: runs.map((run) => round(run.blocking)),
      }),
    );
  }
}
await browser.close();
for (const { server } of builds) await server.stop();
