import { defineConfig } from "@playwright/test";

const ci = Boolean(process.env.CI);

/**
 * End-to-end tests against the built app (see e2e/support/server.ts); run `npm run build`
 * first, or use `npm test`, which does. The browser is Debian's Chromium, not a
 * Playwright download: nothing may be fetched from outside the npm registry and apt.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: ".tmp/playwright-results",
  // Two workers on two cores: most of a journey's time is waiting (for realtime, for GPS
  // time to pass, for a server's answer), so a second worker nearly halves the suite's wall
  // time; each worker has its own server and data, and CI retries a test once.
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    headless: true,
    trace: ci ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox", // CI runs as root, where Chromium's sandbox cannot start.
        "--disable-gpu",
        "--disable-dev-shm-usage", // Containers often have a tiny /dev/shm.
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
});
