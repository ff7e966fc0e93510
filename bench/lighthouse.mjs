// Lighthouse (the npm package) on Debian's Chromium against the BUILT server on its embedded
// defaults, with Lighthouse's mobile settings (simulated slow 4G, 4x CPU slowdown, phone
// screen). Each route runs N times (3 by default): the median score is reported, with the
// timings of the median run (Lighthouse's own computeMedianRun). Signed-in routes use accounts made through the API, verified
// through the link in the outbox folder. Beside them, in the same run, the floor: a page of
// plain text and no script, served by a bare node:http server on the same machine.
// Prints one JSON line per route.
// Usage: npm run build && node bench/lighthouse.mjs [runs] [route...]
import http from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { account, requireBuild, seedJobs, startServer } from "./lib/haulwise.mjs";

const runs = Number(process.argv[2] ?? 3);
const only = process.argv.slice(3);
const TARGETS = {
  public: { performance: 95, accessibility: 100, bestPractices: 100 },
  signedIn: { performance: 90, accessibility: 100, bestPractices: 100 },
};

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

requireBuild();
const server = await startServer({ HOST: "127.0.0.1" });
const { base } = server;

/** A verified, signed-in person, made through the API. */
async function verifiedSession(role) {
  const email = `lighthouse-${role}-${Date.now()}@example.com`;
  const [firstName, lastName] = role === "contractor" ? ["Casey", "Stone"] : ["Dana", "Reyes"];
  return account(server, role, firstName, lastName, email);
}

/** The floor: what this machine and these settings allow for a page with no script at all. */
function startFloorServer() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Floor"><link rel="icon" href="data:,"><title>Floor</title></head><body><main><h1>Floor</h1><p>Plain text, no script, no style sheet.</p></main></body></html>';
  const floor = http.createServer((request, response) => {
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  return new Promise((resolve) => floor.listen(0, "127.0.0.1", () => resolve(floor)));
}

const round = (value) => (value == null ? null : Math.round(value));
const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));

function summarise(name, url, lhr, target, scores) {
  const audit = (id) => lhr.audits[id];
  const requests = audit("network-requests")?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === "Script");
  const failedBestPractices = Object.values(lhr.categories["best-practices"]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null)
    .filter((ref) => lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id);
  if (process.env.LIGHTHOUSE_DETAILS) {
    for (const id of [
      "render-blocking-resources",
      "bootup-time",
      "largest-contentful-paint-element",
      "layout-shifts",
      "mainthread-work-breakdown",
      "critical-request-chains",
    ]) {
      const found = lhr.audits[id];
      if (found)
        console.error(
          id,
          found.displayValue ?? "",
          JSON.stringify(found.details?.items ?? []).slice(0, 1500),
        );
    }
    for (const item of requests) {
      const at = `${Math.round(item.networkRequestTime ?? 0)}–${Math.round(item.networkEndTime ?? 0)} ms`;
      console.error("request", at, item.resourceType, item.transferSize, item.url);
    }
    for (const id of failedBestPractices) {
      console.error(id, JSON.stringify(lhr.audits[id].details?.items ?? []).slice(0, 1500));
    }
  }
  return {
    bench: "lighthouse",
    route: name,
    url: url.replace(/^http:\/\/[^/]+/, ""),
    runs,
    formFactor: lhr.configSettings.formFactor,
    // The median of the runs' scores; the timings below are from the median run, the one
    // Lighthouse's computeMedianRun picks (closest to the median first paint and interactive).
    performance: [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)],
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories["best-practices"]),
    performanceRuns: scores,
    fcpMs: round(audit("first-contentful-paint")?.numericValue),
    lcpMs: round(audit("largest-contentful-paint")?.numericValue),
    speedIndexMs: round(audit("speed-index")?.numericValue),
    tbtMs: round(audit("total-blocking-time")?.numericValue),
    cls: Number((audit("cumulative-layout-shift")?.numericValue ?? 0).toFixed(3)),
    requests: requests.length,
    scriptRequests: scripts.length,
    scriptTransferKiB: Number(
      (scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1),
    ),
    totalTransferKiB: Number(
      (requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1),
    ),
    failedBestPractices,
    target,
  };
}

let chrome;
let floor;
try {
  floor = await startFloorServer();
  const contractor = await verifiedSession("contractor");
  await seedJobs(contractor);
  const driver = await verifiedSession("driver");

  const routes = [
    { name: "floor", url: `http://127.0.0.1:${floor.address().port}/`, target: null },
    { name: "/", url: `${base}/`, target: TARGETS.public },
    { name: "/sign-in", url: `${base}/sign-in`, target: TARGETS.public },
    { name: "/jobs", url: `${base}/jobs`, cookie: contractor.cookie, target: TARGETS.signedIn },
    {
      name: "/driver-jobs",
      url: `${base}/driver-jobs`,
      cookie: driver.cookie,
      target: TARGETS.signedIn,
    },
  ].filter((route) => only.length === 0 || only.includes(route.name));

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-default-apps",
      "--no-first-run",
    ],
  });

  for (const route of routes) {
    const results = [];
    let retries = 0;
    while (results.length < runs) {
      const result = await lighthouse(route.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
        extraHeaders: route.cookie ? { cookie: route.cookie } : undefined,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route.url}`);
      const error = result.lhr.runtimeError;
      // On a busy machine Lighthouse sometimes loses the trace (NO_NAVSTART); run that again.
      if (error?.code === "NO_NAVSTART" && retries < 3) {
        retries++;
        continue;
      }
      if (error) throw new Error(`${route.url}: ${error.message}`);
      if (process.env.LIGHTHOUSE_DETAILS) {
        // Lighthouse simulates the page's timings from the trace it observed; both, per run.
        const metrics = result.lhr.audits.metrics?.details?.items?.[0] ?? {};
        console.log(
          "metrics",
          route.name,
          JSON.stringify({
            observedFcp: round(metrics.observedFirstContentfulPaint),
            fcp: round(metrics.firstContentfulPaint),
            observedLcp: round(metrics.observedLargestContentfulPaint),
            lcp: round(metrics.largestContentfulPaint),
            tbt: round(metrics.totalBlockingTime),
            longTasks: (result.lhr.audits["long-tasks"]?.details?.items ?? []).map(
              (task) =>
                `${round(task.startTime)}+${round(task.duration)} ${task.url.replace(/.*\//, "")}`,
            ),
            consoleErrors: (result.lhr.audits["errors-in-console"]?.details?.items ?? []).map(
              (item) => `${item.source}: ${item.description} ${item.sourceLocation?.url ?? ""}`,
            ),
          }),
        );
      }
      results.push(result.lhr);
    }
    const median = computeMedianRun(results);
    const scores = results.map((lhr) => score(lhr.categories.performance));
    console.log(
      JSON.stringify({
        ...summarise(route.name, route.url, median, route.target, scores),
        retries,
      }),
    );
  }
} finally {
  await chrome?.kill();
  floor?.close();
  await server.stop();
}
