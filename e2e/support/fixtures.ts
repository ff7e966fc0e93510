import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import { type RunningServer, startServer } from "./server.js";

export type { OutboxMail, RunningServer } from "./server.js";

/**
 * `server` is worker-scoped: one built app per Playwright worker, shared by that worker's
 * tests (each test uses its own email addresses, so they do not collide). `baseURL` is
 * pointed at it, so `page.goto("/sign-up")` and the `request` fixture reach that app.
 */
export const test = base.extend<
  object,
  { server: RunningServer; serverEnv: Record<string, string> }
>({
  /** What a spec file sets in the app's environment (`test.use({ serverEnv: … })`). */
  serverEnv: [{}, { scope: "worker", option: true }],
  server: [
    async ({ serverEnv }, use) => {
      const server = await startServer(serverEnv);
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

// The axe-core that @axe-core/playwright depends on, resolved from that package.
const fromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve("@axe-core/playwright"),
);
const axeSource = readFileSync(fromAxePlaywright.resolve("axe-core/axe.min.js"), "utf8");
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
};

/**
 * Fails on serious or critical WCAG A/AA violations on the current page. axe-core is
 * injected once per document and run directly: several times faster than AxeBuilder, which
 * re-injects and post-processes every result type on each call (our pages have no frames).
 */
export async function expectAccessible(page: Page) {
  // Colours caught halfway through a transition (a theme switch, a menu fading in) are not
  // the colours anyone reads; check the settled page.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners run forever; waiting for them would never end.
        .filter(
          (animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
      };
    };
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
    }));
  }, axeTags);
  const serious = violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.help}\n  ${violation.nodes.join("\n  ")}`,
    ),
  ).toEqual([]);
}
