import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { demoMessages, demoSignInMessages, messages } from "@haulwise/domain";
import { demoEnv } from "../scripts/lib/demo-env.mjs";
import { expect, expectAccessible, test } from "./support/fixtures.js";
import { infoWindowBox } from "./support/tracking.js";

// `npm run demo`, as a newcomer runs it from a folder of their own: the demo company appears,
// its simulated drivers drive, and nothing is written outside the demo's data folder.

const repoRoot = path.resolve(import.meta.dirname, "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The demo, started as `npm run demo` starts it, from `cwd`; its console kept. */
function startDemo(cwd: string, port: number) {
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(repoRoot, "scripts", "demo.mjs")], {
    cwd,
    env: demoEnv(port, {
      // A fast clock, not the fastest: ten idle minutes pass in thirty seconds, and a still
      // truck's once-a-minute fix may arrive a few real seconds late (a busy CI machine)
      // before the server reads the silence as a paused phone and starts its idle clock again.
      DEMO_SPEED: "20",
      // Today only: the history of past days is the same code, and slower to write.
      DEMO_HISTORY_DAYS: "0",
    }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      output.push(chunk.toString());
      process.stderr.write(`[demo] ${chunk}`);
    });
  }
  return { child, console: () => output.join("") };
}

const delta = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  [a.x - b.x, a.y - b.y] as const;

async function stopDemo(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

test("the demo company lives: printed sign-in, moving trucks, today's loads and an idle alert, all inside its own folder", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const home = await mkdtemp(path.join(os.tmpdir(), "haulwise-demo-"));
  const realData = path.join(repoRoot, "data");
  const realDataBefore = existsSync(realData) ? statSync(realData).mtimeMs : null;
  const port = await freePort();
  const demo = startDemo(home, port);
  try {
    // The console names the contractor's sign-in.
    await expect
      .poll(() => demo.console(), { timeout: 60_000, message: "the demo prints its sign-ins" })
      .toMatch(/contractor\s+.+?\s+(\S+@\S+)\s+password: (\S+)/);
    const [, email, password] = /contractor\s+.+?\s+(\S+@\S+)\s+password: (\S+)/.exec(
      demo.console(),
    )!;

    // The sign-in page says it is a demo and lists the same sign-ins.
    await page.goto(`http://localhost:${port}/sign-in`);
    const banner = page.getByRole("complementary", { name: "Demo" });
    await expect(banner).toContainText(demoMessages.demoBanner);
    await expect(banner).toContainText(demoMessages.demoBannerSpeed(20));
    const demoSignIns = page.getByRole("region", { name: demoSignInMessages.demoSignInTitle });
    await expect(demoSignIns).toContainText(email!);
    await expectAccessible(page);

    // Signing in as the printed contractor, as a person types it.
    await page.getByLabel("Email").fill(email!);
    await page.getByLabel("Password", { exact: true }).fill(password!);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/contractor-dashboard/);
    await expect(banner).toBeVisible();

    // Somebody stood still long enough: the bell has an inactivity alert.
    // A driver has waited a quarter of an hour at a broken loader as the demo opens: the
    // server's first sweep tells the contractor, before the driver moves on.
    const bell = page.getByRole("button", { name: /^Notifications/ });
    const notifications = page.getByRole("dialog", { name: "Notifications" });
    await expect
      .poll(
        async () => {
          if (!(await notifications.isVisible())) await bell.click();
          const text = (await notifications.textContent()) ?? "";
          await page.keyboard.press("Escape");
          return text;
        },
        { timeout: 80_000, intervals: [2_000] },
      )
      .toMatch(/may be inactive/);

    // Today's loads: the ones the seed wrote since midnight and those being delivered now.
    const todaysLoads = page
      .getByRole("heading", { name: "Today's Loads" })
      .locator("../..")
      .locator("p")
      .first();
    await expect
      .poll(async () => Number((await todaysLoads.textContent())?.match(/\d+/)?.[0] ?? 0), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);

    // Trucks move on the live map.
    await page.goto(`http://localhost:${port}/contractor-dashboard?tab=tracking`);
    const map = page.getByRole("region", { name: "Live map of your drivers" });
    await expect(map.getByText(messages.tracking.loadingMap)).toBeHidden({ timeout: 20_000 });
    await expect(map.getByTestId("driver-count")).toHaveText(/[2-9]\d* drivers/, {
      timeout: 20_000,
    });
    // A truck on the road moves: its info window follows its marker across the map.
    const shows = map.getByRole("button", { name: /^Show .+ on the map$/ });
    let moved = false;
    for (let choice = 0; choice < (await shows.count()) && !moved; choice++) {
      await shows.nth(choice).click();
      await page.waitForTimeout(1_000);
      const before = await infoWindowBox(page);
      moved = await expect
        .poll(async () => Math.hypot(...delta(await infoWindowBox(page), before)), {
          timeout: 8_000,
        })
        .toBeGreaterThan(5)
        .then(
          () => true,
          () => false,
        );
    }
    expect(moved, "a truck moves on the live map").toBe(true);
  } finally {
    await stopDemo(demo.child);
    // Everything the demo wrote is in its own folder; a real install's data was not touched.
    expect(await readdir(home)).toEqual(["data-demo"]);
    expect(existsSync(realData) ? statSync(realData).mtimeMs : null).toBe(realDataBefore);
    await rm(home, { recursive: true, force: true });
  }
});
