import type { APIRequestContext } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { addCompanyDriver, createJob } from "./support/jobs.js";
import { setDuty } from "./support/tracking.js";

const PIT = { latitude: 30.2672, longitude: -97.7431, accuracy: 8 };
const MINUTE = 60_000;

// A phone in a cab, with a server whose clock the test moves: ten minutes pass in a moment.
test.use({
  serverOptions: { testClock: true },
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  permissions: ["geolocation"],
  geolocation: PIT,
});
test.describe.configure({ timeout: 120_000 });

async function openAlerts(office: APIRequestContext) {
  const response = await office.get("/api/tracking/alerts");
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).alerts as Array<{ kind: string; driverName: string }>;
}

test("a driver who reopens the app at the pit after ten and a half minutes is not alerted idle", async ({
  page,
  server,
}) => {
  const clock = server.clock!;
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Pia", lastName: "Pit" });
  const office = await apiAs(server, contractor);
  const cab = await apiAs(server, driver);
  try {
    const job = await createJob(office);
    const driverId = (await (await cab.get("/api/me")).json()).user.id as string;
    const assigned = await office.post(`/api/jobs/${job.id}/drivers`, { data: { driverId } });
    expect(assigned.status(), await assigned.text()).toBe(204);
    await setDuty(cab, true);

    // Earlier this morning, on the server's clock: two minutes at the pit, then the app closed.
    let now = await clock.advance(-13 * MINUTE);
    for (let seq = 1; seq <= 3; seq++) {
      const fix = { seq, recordedAt: now.toISOString(), ...PIT, speed: 0 };
      const sent = await cab.post("/api/positions", {
        data: { deviceId: "e2e-pit-phone", fixes: [fix] },
      });
      expect((await sent.json()).accepted).toBe(1);
      now = await clock.advance(MINUTE);
    }
    const closed = await cab.post("/api/positions/events", {
      data: { deviceId: "e2e-pit-phone", type: "stopped", at: now.toISOString() },
    });
    expect(closed.status()).toBe(204);

    // Ten and a half minutes later the driver opens Haulwise again, at the same spot.
    await clock.advance(10.5 * MINUTE);
    await signIn(page, server, driver);
    await page.goto("/driver-dashboard");
    await expect(page.getByRole("switch", { name: "On duty" })).toBeChecked({ timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: /sent/ }).first()).toContainText(
      "Sharing your location · sent",
      { timeout: 30_000 },
    );

    // A minute on, the sweep runs: no alert, no notification.
    await clock.advance(MINUTE);
    await clock.runWorker("tracking-alert-sweep");
    expect(await openAlerts(office)).toEqual([]);
    const bell = await (await office.get("/api/notifications")).json();
    expect((bell.notifications as Array<{ title: string }>).map((n) => n.title)).not.toContainEqual(
      expect.stringMatching(/may be inactive/),
    );
  } finally {
    await office.dispose();
    await cab.dispose();
  }
});
