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
  // Two cores: one worker in CI keeps timings steady; two locally for speed.
  workers: ci ? 1 : 2,
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
