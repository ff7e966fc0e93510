import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { type RunningServer, startServer } from "./server.js";

export type { OutboxMail, RunningServer } from "./server.js";

/**
 * `server` is worker-scoped: one built app per Playwright worker, shared by that worker's
 * tests (each test uses its own email addresses, so they do not collide). `baseURL` is
 * pointed at it, so `page.goto("/sign-up")` and the `request` fixture reach that app.
 */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern.
    async ({}, use) => {
      const server = await startServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  // Every test is its own client address behind the harness's trusted proxy (server.ts).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": uniqueClientAddress() });
  },
});

export { expect };

let addressCounter = 0;
/** A private address nobody else in this run uses, sent as X-Forwarded-For. */
export function uniqueClientAddress(): string {
  addressCounter++;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

let counter = 0;
/** An address nobody else in this run uses. */
export function uniqueEmail(prefix = "e2e"): string {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** Fails on serious or critical WCAG A/AA violations on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`),
  ).toEqual([]);
}
