import { messages, type Site } from "@haulwise/domain";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { FILL, type Fix, METRES_PER_DEGREE, PIT, random } from "./support/hauling.js";
import { addCompanyDriver, createJob, expectAccessibleInBothThemes } from "./support/jobs.js";
import { deviceIdFor, setDuty } from "./support/tracking.js";

const m = messages.replay;

// A driver hauled pit → fill → pit twice this morning; the phone's fixes jitter, and it lost
// signal for four minutes on the second haul. The contractor replays the day from the job's
// roster, plays it, drags the time slider to the second dump, follows the truck, and opens the
// replay of one load from its dialog; the driver replays their own day from their map.

/** Fixes every 5 s ending at `endAt`: stays of 6 minutes at the pit and 4 at the fill. */
function twoHauls(endAt: number) {
  const next = random(11);
  const legs: Array<{ kind: "drive" | "stay"; to: typeof PIT; seconds: number }> = [];
  for (let round = 0; round < 2; round++) {
    legs.push({ kind: "stay", to: PIT, seconds: 360 });
    legs.push({ kind: "drive", to: FILL, seconds: 180 });
    legs.push({ kind: "stay", to: FILL, seconds: 240 });
    legs.push({ kind: "drive", to: PIT, seconds: 180 });
  }
  legs.push({ kind: "stay", to: PIT, seconds: 240 });
  const total = legs.reduce((sum, leg) => sum + leg.seconds, 0);
  let t = endAt - total * 1000;
  const first = t;
  const fixes: Fix[] = [];
  const dumps: Array<{ from: number; to: number }> = [];
  let at = PIT;
  for (const [index, leg] of legs.entries()) {
    const from = at;
    const steps = leg.seconds / 5;
    const legStart = t;
    for (let step = 1; step <= steps; step++) {
      t += 5_000;
      // The second haul back to the pit crosses a dead spot: nothing for four minutes.
      if (index === 7 && step > 6 && step <= 30) continue;
      const share = step / steps;
      const moving = leg.kind === "drive";
      const place = moving
        ? {
            latitude: from.latitude + (leg.to.latitude - from.latitude) * share,
            longitude: from.longitude + (leg.to.longitude - from.longitude) * share,
          }
        : leg.to;
      const wander = () => ((next() - 0.5) * 14) / METRES_PER_DEGREE;
      fixes.push({
        seq: fixes.length + 1,
        recordedAt: new Date(t).toISOString(),
        latitude: place.latitude + wander(),
        longitude: place.longitude + wander(),
        accuracy: Math.round(5 + next() * 6),
        speed: moving ? 11 + next() * 2 : next() * 0.3,
      });
    }
    if (leg.kind === "stay" && leg.to === FILL) dumps.push({ from: legStart, to: t });
    at = leg.to;
  }
  return { fixes, dumps, first };
}

async function createSite(api: APIRequestContext, name: string, center: typeof PIT) {
  const response = await api.post("/api/sites", {
    data: { name, geometry: { type: "circle", center, radiusMetres: 120 } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Site;
}

/** When the hauling ends: a minute ago, or before midnight early in the morning (one day). */
function haulingEndsAt(now: number) {
  const midnight = new Date(now);
  midnight.setUTCHours(0, 0, 0, 0);
  return now - midnight.getTime() < 90 * 60_000 ? midnight.getTime() - 10 * 60_000 : now - 60_000;
}

const mapPane = (page: Page) => page.locator(".leaflet-map-pane");
const clock = (page: Page) => page.getByTestId("replay-clock");

test("a driver's day replays: it plays, seeks with the slider, follows the truck, and a load replays its own stretch", async ({
  page,
  browser,
  server,
}) => {
  // A long journey in two browsers, the second in Spanish: a loaded 2-core machine has taken
  // over three minutes.
  test.setTimeout(240_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Dee", lastName: "Lane" });
  const contractorApi = await apiAs(server, contractor);
  const job = await createJob(contractorApi, { title: "Maple Street fill haul" });
  const { drivers } = await (await contractorApi.get("/api/drivers")).json();
  const driverId = drivers[0].id as string;
  expect(
    (await contractorApi.post(`/api/jobs/${job.id}/drivers`, { data: { driverId } })).status(),
  ).toBe(204);
  const pit = await createSite(contractorApi, "North pit", PIT);
  const fill = await createSite(contractorApi, "Maple Street fill", FILL);
  const routed = await contractorApi.patch(`/api/jobs/${job.id}`, {
    data: { loadSiteId: pit.id, dumpSiteId: fill.id },
  });
  expect(routed.status(), await routed.text()).toBe(200);

  const driverApi = await apiAs(server, driver);
  await setDuty(driverApi, true);
  const endAt = haulingEndsAt(Date.now());
  const { fixes, dumps } = twoHauls(endAt);
  for (let from = 0; from < fixes.length; from += 200) {
    const response = await driverApi.post("/api/positions", {
      data: { deviceId: deviceIdFor("replay-phone"), fixes: fixes.slice(from, from + 200) },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const load = await contractorApi.post("/api/loads", {
    data: {
      jobId: job.id,
      driverId,
      stage: "completed",
      materialType: "Base rock",
      quantity: "18",
      quantityUnit: "tons",
      ticketNumber: "T-700",
      startedAt: new Date(dumps[1]!.from - 4 * 60_000).toISOString(),
      completedAt: new Date(dumps[1]!.to).toISOString(),
    },
  });
  expect(load.status(), await load.text()).toBe(200);

  // The company's calendar day of the hauling, and its clock, as the replay shows them.
  const answer = await contractorApi.get(
    `/api/drivers/${driverId}/replay?at=${encodeURIComponent(new Date(endAt).toISOString())}`,
  );
  const { date: day, timeZone } = (await answer.json()) as { date: string; timeZone: string };
  const clockAt = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });

  // From the job's roster to the day's replay.
  await signIn(page, server, contractor);
  await page.goto(`/jobs/${job.id}?tab=drivers`);
  const roster = page.getByRole("list", { name: "Driver Roster" });
  await roster
    .getByRole("listitem")
    .filter({ hasText: "Dee Lane" })
    .getByRole("link", { name: m.replay, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: m.title("Dee Lane") })).toBeVisible({
    timeout: 30_000,
  });
  const player = page.getByRole("region", { name: m.title("Dee Lane") });
  await expect(player).toHaveAttribute("data-replay-ready", "true", { timeout: 30_000 });
  if ((await page.getByLabel(m.dayLabel, { exact: true }).inputValue()) !== day) {
    await page.getByLabel(m.dayLabel, { exact: true }).fill(day);
    await expect(player).toHaveAttribute("data-replay-ready", "true", { timeout: 30_000 });
  }

  // What the canvas shows, in words: the stops with their durations, the sites, the totals.
  const stops = page.getByRole("region", { name: m.stopsHeading });
  await expect(stops.getByRole("button")).toHaveCount(5);
  await expect(stops.getByRole("button").first()).toContainText(/· [5-6] min$/);
  const visits = page.getByRole("region", { name: m.visitsHeading });
  await expect(visits.getByText(/^North pit: /)).toHaveCount(3);
  await expect(visits.getByText(/^Maple Street fill: /)).toHaveCount(2);
  // Four hauls of about 2 km, the jitter at the stops counting nothing.
  const distance = await page.getByTestId("replay-distance").textContent();
  const km = Number(/\(([\d.]+) km\)/.exec(distance ?? "")?.[1]);
  expect(km).toBeGreaterThan(7.5);
  expect(km).toBeLessThan(9.5);
  await expect(page.getByTestId("replay-stopped")).toHaveText(/^2\d min$/);
  await expect(page.getByRole("img", { name: /^Speed through the day/ })).toBeVisible();

  // Play: the clock runs; pause holds it. At 1× this 36-minute morning plays for 36 s, time
  // enough to press Pause on a busy machine; at 20× it is over in under 2 s, the button says
  // Play again by itself, and a Pause press could find nothing to press.
  const startText = await clock(page).textContent();
  await page.getByLabel(m.speedLabel).selectOption("1");
  await page.getByRole("button", { name: m.play }).click();
  await expect(clock(page)).not.toHaveText(startText ?? "");
  await page.getByRole("button", { name: m.pause }).click();
  const paused = await clock(page).textContent();
  await page.waitForTimeout(1_500);
  await expect(clock(page)).toHaveText(paused ?? "");
  await page.getByLabel(m.speedLabel).selectOption("20");

  // Seek with the slider: the second dump, as the visit list says.
  const slider = page.getByRole("slider", { name: m.sliderLabel });
  await slider.fill(String(dumps[1]!.from + 60_000));
  const atDump = clockAt.format(dumps[1]!.from + 60_000);
  await expect(clock(page)).toHaveText(atDump);
  await expect(slider).toHaveAttribute("aria-valuetext", atDump);

  // Follow: zoomed in on the fill, the map moves with the truck as it drives back; without
  // following it stays put.
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.waitForTimeout(400);
  const before = await mapPane(page).getAttribute("style");
  await slider.fill(String(dumps[1]!.to + 150_000));
  await page.waitForTimeout(200);
  expect(await mapPane(page).getAttribute("style")).toBe(before);
  await page.getByLabel(m.follow).check();
  await expect(mapPane(page)).not.toHaveAttribute("style", before ?? "");
  const followed = await mapPane(page).getAttribute("style");
  await page.getByRole("button", { name: m.play }).click();
  await expect(mapPane(page)).not.toHaveAttribute("style", followed ?? "", { timeout: 10_000 });
  // The day ends a few minutes later: the replay stops there by itself.
  await expect(page.getByRole("button", { name: m.play })).toBeVisible({ timeout: 30_000 });
  await expectAccessibleInBothThemes(page);

  // One load's replay, from its dialog: only its stretch, the whole day a click away.
  await page.goto(`/jobs/${job.id}?tab=metrics`);
  await page.getByRole("button", { name: "Details of load #1" }).first().click();
  await page.getByRole("dialog").getByRole("link", { name: m.replay, exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: m.loadTitle("Dee Lane", 1) }),
  ).toBeVisible({ timeout: 30_000 });
  const loadPlayer = page.getByRole("region", { name: m.loadTitle("Dee Lane", 1) });
  await expect(loadPlayer).toHaveAttribute("data-replay-ready", "true", { timeout: 30_000 });
  // It starts a minute before the truck left the pit, and ends with the delivery.
  await expect(page.getByRole("region", { name: m.visitsHeading }).getByRole("button")).toHaveText([
    /^North pit: /,
    /^Maple Street fill: /,
  ]);
  await page.getByRole("link", { name: m.wholeDay }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.title("Dee Lane") })).toBeVisible({
    timeout: 30_000,
  });

  // The driver, whose phone prefers Spanish, replays their own day from their map: the player
  // speaks Spanish, and plays and pauses by its Spanish names.
  const driverContext = await browser.newContext({ locale: "es-US" });
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, server, driver);
  await driverPage.goto("/driver-map");
  await driverPage.getByRole("link", { name: "Recorrido", exact: true }).click();
  const spanishPlayer = driverPage.getByRole("region", { name: "Recorrido: Dee Lane" });
  await expect(spanishPlayer).toHaveAttribute("data-replay-ready", "true", { timeout: 30_000 });
  await expect(driverPage.getByLabel("Día", { exact: true })).toBeVisible();
  if ((await driverPage.getByLabel("Día", { exact: true }).inputValue()) !== day) {
    await driverPage.getByLabel("Día", { exact: true }).fill(day);
    await expect(spanishPlayer).toHaveAttribute("data-replay-ready", "true", { timeout: 30_000 });
  }
  await expect(
    driverPage.getByRole("application", { name: /^Mapa del recorrido de Dee Lane: / }),
  ).toBeVisible();
  await expect(driverPage.getByRole("slider", { name: "Hora" })).toBeVisible();
  await expect(driverPage.getByLabel("Seguir al camión")).not.toBeChecked();
  await driverPage.getByLabel("Velocidad de reproducción").selectOption("1");
  const driverStart = await clock(driverPage).textContent();
  await driverPage.getByRole("button", { name: "Reproducir" }).click();
  await expect(clock(driverPage)).not.toHaveText(driverStart ?? "");
  await driverPage.getByRole("button", { name: "Pausar" }).click();
  await expect(driverPage.getByRole("button", { name: "Reproducir" })).toBeVisible();
  await expect(driverPage.getByRole("region", { name: "Paradas" })).toBeVisible();
  // …and nobody else's: another driver's replay address says it is not theirs to see.
  await driverPage.goto("/replay/someone-else");
  await expect(driverPage.getByRole("alert")).toBeVisible();
  await driverContext.close();
});
