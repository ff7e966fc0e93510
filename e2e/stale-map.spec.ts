import { messages } from "@haulwise/domain";
import type { Page } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { addCompanyDriver } from "./support/jobs.js";
import { deviceIdFor, sendFix, setDuty } from "./support/tracking.js";

// A dispatcher's map left open while their own connection drops: nothing new can arrive to say
// the picture is old, so the map has to age by itself.

/** Pixels of a moving truck's red drawn at full strength on the trucks' canvas. */
function fullRedPixels(page: Page) {
  return page.evaluate(() => {
    let count = 0;
    for (const canvas of Array.from(
      document.querySelectorAll<HTMLCanvasElement>(".leaflet-hw-trucks-pane canvas"),
    )) {
      const context = canvas.getContext("2d");
      if (!context || canvas.width === 0 || canvas.height === 0) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4) {
        if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60 && data[i + 3] === 255) {
          count++;
        }
      }
    }
    return count;
  });
}

test("an open map ages with the clock: its times tick, and a truck not heard from for three minutes fades", async ({
  page,
  server,
}) => {
  test.setTimeout(60_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Ana", lastName: "Ruiz" });
  const driverApi = await apiAs(server, driver);
  await setDuty(driverApi, true);
  await sendFix(driverApi, {
    deviceId: deviceIdFor("ana"),
    seq: 1,
    latitude: 30.2672,
    longitude: -97.7431,
  });
  await driverApi.dispose();

  await page.clock.install();
  await signIn(page, server, contractor);
  await page.goto("/contractor-dashboard?tab=tracking");
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  const drivers = map.getByRole("list", { name: "Drivers on the map" });
  await expect(drivers).toContainText("Ana Ruiz");
  await expect(drivers).toContainText("(less than a minute ago)");
  await expect.poll(() => fullRedPixels(page)).toBeGreaterThan(0);

  // The office's connection drops, and four minutes pass with the map open.
  await page.context().setOffline(true);
  await expect(page.getByText(messages.offline.notice)).toBeVisible();
  await page.clock.fastForward("04:00");
  await expect(drivers).toContainText("(4 minutes ago)");
  await expect.poll(() => fullRedPixels(page)).toBe(0);
  await expect(map.getByRole("list", { name: "Map legend" })).toContainText(
    "Faded: no new position for 3 minutes",
  );
  await page.context().setOffline(false);
});
