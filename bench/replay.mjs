// A 12-hour day at one fix every 5 s (8,640 fixes) replayed in Chromium on the BUILT app: how
// long the contractor waits from clicking "Replay" on the Drivers page until the day is drawn
// (ceiling 1 s), and, playing at 20×, the longest main-thread task (PerformanceObserver
// "longtask", which reports every task over 50 ms: the ceiling) and the longest gap between
// two animation frames. On a machine shared with other work a task is also "long" while its
// thread waits for a core, so the tasks of the same playback are read from a Chromium trace
// too, with the main thread's own CPU time (as bench/cycles-screen.mjs does). The day is sent through the API as a phone sends it: hauls between a
// pit and a fill with jitter, a stop at each end and two dropouts. The company's time zone is
// chosen so the whole day is "today" there, whatever the hour of the run.
// Prints one JSON line. Usage: npm run build && node bench/replay.mjs [playSeconds]
import os from "node:os";
import { chromium } from "@playwright/test";
import { account, client, mailLink, requireBuild, startServer } from "./lib/haulwise.mjs";

const playSeconds = Number(process.argv[2] ?? 10);
const OPEN_CEILING_MS = 1_000;
const LONG_TASK_MS = 50;
const FIXES = 8_640;
const EVERY_MS = 5_000;

requireBuild();

/** Main-thread tasks of the page's renderer from a Chromium trace: wall and CPU ms each. */
function mainThreadTasks(trace) {
  const events = trace.traceEvents;
  const started = events.find((e) => e.name === "TracingStartedInBrowser");
  const pid = started?.args?.data?.frames?.[0]?.processId;
  const main = events.find(
    (e) => e.name === "thread_name" && e.pid === pid && e.args?.name === "CrRendererMain",
  );
  return events
    .filter((e) => e.pid === pid && e.tid === main?.tid && e.ph === "X" && e.name === "RunTask")
    .map((e) => ({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}

/**
 * Where the main thread of the page's renderer spent an opening (ms of its own CPU): running
 * the app's code (answers read, the day computed, the map drawn), compiling and evaluating
 * code chunks, style and layout, paint; nested events are counted once, under the outer one.
 */
function openingWork(trace) {
  const events = trace.traceEvents;
  const started = events.find((e) => e.name === "TracingStartedInBrowser");
  const pid = started?.args?.data?.frames?.[0]?.processId;
  const main = events.find(
    (e) => e.name === "thread_name" && e.pid === pid && e.args?.name === "CrRendererMain",
  );
  const kinds = {
    code: [
      "FunctionCall",
      "TimerFire",
      "FireAnimationFrame",
      "EventDispatch",
      "RunMicrotasks",
      "v8.run",
    ],
    loadCode: ["EvaluateScript", "v8.compile", "v8.compileModule", "v8.evaluateModule"],
    layout: ["UpdateLayoutTree", "Layout", "RecalculateStyles", "ParseAuthorStyleSheet"],
    paint: ["Paint", "PrePaint", "Layerize", "Commit", "UpdateLayer"],
  };
  const onMain = events
    .filter((e) => e.pid === pid && e.tid === main?.tid && e.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  const totals = { cpuMs: 0, code: 0, loadCode: 0, layout: 0, paint: 0 };
  let openUntil = -1;
  for (const event of onMain) {
    if (event.name === "RunTask") totals.cpuMs += (event.tdur ?? event.dur) / 1000;
    const kind = Object.keys(kinds).find((k) => kinds[k].includes(event.name));
    if (!kind || event.ts < openUntil) continue;
    totals[kind] += (event.tdur ?? event.dur) / 1000;
    openUntil = event.ts + event.dur;
  }
  return Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Math.round(v)]));
}

/** A zone where it is about 9 pm now: 12 hours ending now are one calendar day there. */
function eveningZone(now) {
  const hour = new Date(now).getUTCHours();
  const offset = ((((21 - hour + 12) % 24) + 24) % 24) - 12;
  return offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

/** Repeatable jitter. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * The day's fixes, oldest first: rounds of 8 minutes at the pit, 12 minutes' drive east at
 * about 15 m/s, 6 minutes at the fill, 12 minutes back; silent for 10 minutes twice.
 */
function dayOfFixes(endAt) {
  const next = random(7);
  const pit = { latitude: 36.8, longitude: -119.8 };
  const eastPerMetre = 1 / (111_320 * Math.cos((pit.latitude * Math.PI) / 180));
  const legs = [
    { kind: "stay", at: 0, seconds: 480 },
    { kind: "drive", from: 0, to: 10_800, seconds: 720 },
    { kind: "stay", at: 10_800, seconds: 360 },
    { kind: "drive", from: 10_800, to: 0, seconds: 720 },
  ];
  const round = legs.reduce((sum, leg) => sum + leg.seconds, 0);
  const first = endAt - (FIXES - 1) * EVERY_MS;
  const silent = [
    [first + 3 * 3_600_000, first + 3 * 3_600_000 + 600_000],
    [first + 8 * 3_600_000, first + 8 * 3_600_000 + 600_000],
  ];
  const fixes = [];
  for (let i = 0; i < FIXES; i++) {
    const t = first + i * EVERY_MS;
    if (silent.some(([from, to]) => t >= from && t < to)) continue;
    let second = ((t - first) / 1000) % round;
    let metres = 0;
    let speed = 0;
    for (const leg of legs) {
      if (second >= leg.seconds) {
        second -= leg.seconds;
        continue;
      }
      if (leg.kind === "stay") metres = leg.at;
      else {
        metres = leg.from + ((leg.to - leg.from) * second) / leg.seconds;
        speed = Math.abs(leg.to - leg.from) / leg.seconds;
      }
      break;
    }
    const jitter = () => (next() - 0.5) * 12;
    fixes.push({
      seq: fixes.length + 1,
      recordedAt: new Date(t).toISOString(),
      latitude: pit.latitude + jitter() / 111_320,
      longitude: pit.longitude + (metres + jitter()) * eastPerMetre,
      accuracy: Math.round(5 + next() * 8),
      speed: speed > 0 ? speed + (next() - 0.5) : next() * 0.3,
    });
  }
  return fixes;
}

const server = await startServer({ HOST: "127.0.0.1" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  const stamp = Date.now();
  const contractor = await account(
    server,
    "contractor",
    "Casey",
    "Stone",
    `rp-c-${stamp}@example.com`,
  );
  const endAt = Date.now() - 2 * 60_000;
  await contractor.call("PUT", "/api/company", {
    companyName: "Replay Hauling",
    contactName: "Casey Stone",
    phone: "555-0100",
    email: `rp-c-${stamp}@example.com`,
    address: "1 Quarry Road",
    timeZone: eveningZone(endAt),
  });
  const driverEmail = `rp-d-${stamp}@example.com`;
  await contractor.call("POST", "/api/invitations", { emails: [driverEmail] });
  const invitation = new URL(await mailLink(server.dataDir, driverEmail, /invited you/));
  const driver = await account(server, "driver", "Dee", "Lane", driverEmail);
  await driver.call("POST", "/api/invitations/accept", {
    token: invitation.pathname.split("/").pop(),
  });
  await driver.call("PUT", "/api/me/duty", { onDuty: true });
  const fixes = dayOfFixes(endAt);
  for (let from = 0; from < fixes.length; from += 500) {
    await driver.call("POST", "/api/positions", {
      deviceId: `bench-replay-${process.pid}`,
      fixes: fixes.slice(from, from + 500),
    });
  }
  const { drivers } = await contractor.call("GET", "/api/drivers");
  const driverId = drivers[0].id;
  const replayAnswer = await client(server.base, contractor.cookie).call(
    "GET",
    `/api/drivers/${driverId}/replay`,
  );

  const [name, value] = contractor.cookie.split(";")[0].split("=");
  const context = await browser.newContext({ viewport: { width: 1312, height: 900 } });
  await context.addCookies([{ name, value, url: server.base }]);
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  const page = await context.newPage();
  const ready = page.locator('[data-replay-ready="true"]');

  // The contractor's page: Drivers, then "Replay" on the driver's row.
  await page.goto(`${server.base}/drivers`);
  const link = page.getByRole("link", { name: "Replay", exact: true }).first();
  await link.waitFor({ timeout: 60_000 });
  const clicked = Date.now();
  await link.click();
  await ready.waitFor({ timeout: 30_000 });
  const openMs = Date.now() - clicked;
  const openLongTasks = await page.evaluate(() => window.__longTasks.splice(0));
  // Where the wait went: the day's answer (asked, first byte, last byte, size) and the code.
  const openBreakdown = await page.evaluate((clickedAt) => {
    const origin = performance.timeOrigin;
    const since = (at) => Math.round(origin + at - clickedAt);
    const answer = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/api\/drivers\/[^/]+\/replay/.test(entry.name))
      .at(-1);
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.initiatorType === "script" && origin + entry.startTime >= clickedAt);
    return {
      dayAskedMs: answer ? since(answer.startTime) : null,
      dayServerMs: answer ? Math.round(answer.responseStart - answer.requestStart) : null,
      dayDownloadMs: answer ? Math.round(answer.responseEnd - answer.responseStart) : null,
      dayArrivedMs: answer ? since(answer.responseEnd) : null,
      dayBytes: answer ? answer.encodedBodySize : null,
      dayDecodedBytes: answer ? answer.decodedBodySize : null,
      codeArrivedMs: scripts.length > 0 ? Math.max(...scripts.map((s) => since(s.responseEnd))) : 0,
    };
  }, clicked);

  // The same screen opened cold, as a link from an e-mail would.
  const cold = await context.newPage();
  const coldStart = Date.now();
  await cold.goto(`${server.base}/replay/${driverId}`);
  await cold.locator('[data-replay-ready="true"]').waitFor({ timeout: 30_000 });
  const coldOpenMs = Date.now() - coldStart;
  await cold.close();

  // The same opening again under a trace, for where the main thread's time went.
  const again = await context.newPage();
  await again.goto(`${server.base}/drivers`);
  const tracedLink = again.getByRole("link", { name: "Replay", exact: true }).first();
  await tracedLink.waitFor({ timeout: 60_000 });
  await browser.startTracing(again, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8"],
  });
  const tracedStart = Date.now();
  await tracedLink.click();
  await again.locator('[data-replay-ready="true"]').waitFor({ timeout: 30_000 });
  const tracedOpenMs = Date.now() - tracedStart;
  const openMainThread = {
    openMs: tracedOpenMs,
    ...openingWork(JSON.parse((await browser.stopTracing()).toString("utf8"))),
  };
  await again.close();

  // Playing at 20× from the start: every frame, and every task over 50 ms.
  await page.getByLabel("Playback speed").selectOption("20");
  await page.evaluate(() => {
    window.__longTasks.length = 0;
    window.__frames = [];
    const frame = (now) => {
      window.__frames.push(now);
      if (window.__frames.length < 100_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"],
  });
  await page.getByRole("button", { name: "Play" }).click();
  await page.waitForTimeout(playSeconds * 1000);
  const clockText = await page.getByTestId("replay-clock").textContent();
  await page.getByRole("button", { name: "Pause" }).click();
  const traced = mainThreadTasks(JSON.parse((await browser.stopTracing()).toString("utf8")));
  const cpu = traced.map((task) => task.cpu).sort((a, b) => a - b);
  const played = await page.evaluate(() => {
    const frames = window.__frames;
    let maxGap = 0;
    for (let i = 1; i < frames.length; i++) maxGap = Math.max(maxGap, frames[i] - frames[i - 1]);
    return { tasks: window.__longTasks.slice(), frames: frames.length, maxGap };
  });
  const round = (ms) => Number(ms.toFixed(1));
  const longest = Math.max(0, ...played.tasks);
  console.log(
    JSON.stringify({
      bench: "replay",
      fixes: replayAnswer.fixes.t.length,
      openMs,
      openCeilingMs: OPEN_CEILING_MS,
      coldOpenMs,
      openBreakdown,
      openMainThread,
      openLongTasks: openLongTasks.length,
      openLongestTaskMs: round(Math.max(0, ...openLongTasks)),
      playSeconds,
      speed: 20,
      playedTo: clockText,
      frames: played.frames,
      maxFrameGapMs: round(played.maxGap),
      longTasksWhilePlaying: played.tasks.length,
      longestTaskWhilePlayingMs: round(longest),
      longTaskCeilingMs: LONG_TASK_MS,
      tracedTasks: cpu.length,
      longestTaskCpuMs: round(cpu.at(-1) ?? 0),
      tasksOver50msCpu: cpu.filter((ms) => ms > LONG_TASK_MS).length,
      cores: os.availableParallelism(),
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
      withinCeiling: openMs < OPEN_CEILING_MS && played.tasks.length === 0,
      withinCeilingOnCpu: cpu.filter((ms) => ms > LONG_TASK_MS).length === 0,
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
