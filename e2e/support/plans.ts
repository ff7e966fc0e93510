import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { apiAs, type TestAccount } from "./accounts.js";
import { addCompanyDriver } from "./jobs.js";
import type { RunningServer } from "./server.js";
import { deviceIdFor, sendFix, setDuty } from "./tracking.js";

const SAN_FRANCISCO = { latitude: 37.7749, longitude: -122.4194 };

/**
 * Drivers of the contractor's company (surname Hall), each on duty and sending a position
 * from their own device, as the tracker does: what a company map with no job chosen shows.
 */
export async function driversSharing(
  server: RunningServer,
  contractor: TestAccount,
  firstNames: readonly string[],
): Promise<TestAccount[]> {
  const drivers = await Promise.all(
    firstNames.map((firstName) =>
      addCompanyDriver(server, contractor, { firstName, lastName: "Hall" }),
    ),
  );
  for (const [index, driver] of drivers.entries()) {
    const api = await apiAs(server, driver);
    await setDuty(api, true);
    await sendFix(api, {
      deviceId: deviceIdFor(`${firstNames[index]}-${randomUUID().slice(0, 8)}`),
      seq: 1,
      latitude: SAN_FRANCISCO.latitude + index / 100,
      longitude: SAN_FRANCISCO.longitude,
    });
    await api.dispose();
  }
  return drivers;
}

/** The drivers listed under the company map, in its order. */
export async function namesOnTheMap(page: Page): Promise<string[]> {
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  const buttons = map.getByRole("button", { name: /^Show .+ on the map$/ });
  const labels = await buttons.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute("aria-label") ?? ""),
  );
  return labels.map((label) => label.replace(/^Show (.+) on the map$/, "$1"));
}
