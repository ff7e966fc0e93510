import { type Cycle, messages, type Reconciliation, type Site } from "@haulwise/domain";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { apiAs, signIn } from "./support/accounts.js";
import { expect, test, uniqueClientAddress } from "./support/fixtures.js";
import { FILL, type Fix, METRES_PER_DEGREE, PIT, random } from "./support/hauling.js";
import { expectAccessibleInBothThemes, jobWithDriver } from "./support/jobs.js";
import { deviceIdFor, setDuty } from "./support/tracking.js";

const c = messages.cycleScreens;
const m = messages.siteScreens;

// A contractor with a pit and a dump site on a job; a driver hauls pit → dump → pit twice,
// the phone's fixes jittering as GPS does. Nobody types a thing until the Load Cycles tab
// shows two counted loads, one of them without a ticket, and the driver adds it in one tap.

/**
 * The phone's fixes, one every 10 s, from 1 km west of the pit: in at the pit for 4 minutes,
 * haul to the fill, 3 minutes there, back to the pit, again, and parked at the pit at the
 * end. Each fix wanders up to 8 m and reports 5 to 12 m accuracy; one fix in each pit stay
 * is a rough one (80 m accuracy, 90 m off), which must place the truck nowhere. Returns the
 * fixes and when each dump ended, the last fix a moment before `endAt`.
 */
function haulTwice(endAt: number) {
  const next = random(35);
  const legs: Array<{ kind: "drive" | "stay"; to: typeof PIT; seconds: number }> = [];
  const start = { latitude: PIT.latitude, longitude: PIT.longitude - 1000 / 89_000 };
  for (let round = 0; round < 2; round++) {
    legs.push({ kind: "drive", to: PIT, seconds: round === 0 ? 80 : 150 });
    legs.push({ kind: "stay", to: PIT, seconds: 240 });
    legs.push({ kind: "drive", to: FILL, seconds: 150 });
    legs.push({ kind: "stay", to: FILL, seconds: 180 });
  }
  legs.push({ kind: "drive", to: PIT, seconds: 150 });
  legs.push({ kind: "stay", to: PIT, seconds: 60 });
  const total = legs.reduce((sum, leg) => sum + leg.seconds, 0);
  const t0 = endAt - total * 1000;
  const fixes: Fix[] = [];
  const dumpEnds: number[] = [];
  let at = start;
  let t = t0;
  for (const leg of legs) {
    const from = at;
    const steps = leg.seconds / 10;
    for (let step = 1; step <= steps; step++) {
      t += 10_000;
      const wander = () => ((next() - 0.5) * 16) / METRES_PER_DEGREE;
      const moving = leg.kind === "drive";
      const share = step / steps;
      const place = moving
        ? {
            latitude: from.latitude + (leg.to.latitude - from.latitude) * share,
            longitude: from.longitude + (leg.to.longitude - from.longitude) * share,
          }
        : leg.to;
      const rough = !moving && leg.to === PIT && step === 12;
      fixes.push({
        seq: fixes.length + 1,
        recordedAt: new Date(t).toISOString(),
        latitude: place.latitude + wander() + (rough ? 90 / METRES_PER_DEGREE : 0),
        longitude: place.longitude + wander(),
        accuracy: rough ? 80 : Math.round(5 + next() * 7),
        speed: moving ? 13 + next() * 2 : next() * 0.4,
      });
    }
    if (leg.kind === "stay" && leg.to === FILL) dumpEnds.push(t);
    at = leg.to;
  }
  return { fixes, dumpEnds };
}

/** The phone catching up after the pit's dead spot: its queue in batches of 40. */
async function uploadAsPhone(api: APIRequestContext, deviceId: string, fixes: Fix[]) {
  for (let from = 0; from < fixes.length; from += 40) {
    const response = await api.post("/api/positions", {
      data: { deviceId, fixes: fixes.slice(from, from + 40) },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** One of the tab's figures (Counted loads, Ticketed…). */
const figure = (tab: Locator, label: string) =>
  tab
    .locator("dl > div")
    .filter({ has: tab.page().getByText(label, { exact: true }) })
    .locator("dd");

async function createSite(api: APIRequestContext, name: string, center: typeof PIT) {
  const response = await api.post("/api/sites", {
    data: { name, geometry: { type: "circle", center, radiusMetres: 120 } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Site;
}

/** A day of the browser's calendar (the tab's Day), as YYYY-MM-DD. */
const dayOf = (ms: number) => {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * When the hauling ends: a minute ago, or, in the first half hour after midnight, ten minutes
 * before it, so both loads fall on one day of the calendar the tab shows.
 */
function haulingEndsAt(now: number) {
  const midnight = new Date(now).setHours(0, 0, 0, 0);
  return now - midnight < 30 * 60_000 ? midnight - 10 * 60_000 : now - 60_000;
}

async function openCyclesTab(page: Page, jobId: string, day: string) {
  await page.goto(`/jobs/${jobId}?tab=cycles`);
  const tab = page.getByRole("tabpanel", { name: c.tab });
  await expect(tab).toBeVisible({ timeout: 30_000 });
  const picker = tab.getByLabel(c.day);
  if ((await picker.inputValue()) !== day) await picker.fill(day);
  return tab;
}

test("two loads hauled pit → dump → pit are counted from the phone's GPS; the driver tickets the one without a ticket in one tap", async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  const {
    contractor,
    driver,
    office: contractorApi,
    job,
    driverId,
  } = await jobWithDriver(server, { firstName: "Dee", lastName: "Lane" }, "Maple Street fill haul");
  const pit = await createSite(contractorApi, "North pit", PIT);
  const fill = await createSite(contractorApi, "Maple Street fill", FILL);
  const routed = await contractorApi.patch(`/api/jobs/${job.id}`, {
    data: { loadSiteId: pit.id, dumpSiteId: fill.id },
  });
  expect(routed.status(), await routed.text()).toBe(200);

  // The contractor watches the job's Load Cycles tab before any truck has moved.
  const endAt = haulingEndsAt(Date.now());
  await signIn(page, server, contractor);
  const tab = await openCyclesTab(page, job.id, dayOf(endAt));
  await expect(figure(tab, c.counted)).toHaveText("0");

  // The morning's hauling arrives from the driver's phone as it leaves the pit's dead spot.
  const driverApi = await apiAs(server, driver);
  await setDuty(driverApi, true);
  const { fixes, dumpEnds } = haulTwice(endAt);
  await uploadAsPhone(driverApi, deviceIdFor("cycles-phone"), fixes);

  // The first load's ticket was recorded by the office, dated when it was delivered.
  const ticketed = await contractorApi.post("/api/loads", {
    data: {
      jobId: job.id,
      driverId,
      stage: "completed",
      materialType: "Base rock",
      quantity: "18",
      quantityUnit: "tons",
      ticketNumber: "T-100",
      startedAt: new Date(dumpEnds[0]! - 10 * 60_000).toISOString(),
      completedAt: new Date(dumpEnds[0]! - 60_000).toISOString(),
    },
  });
  expect(ticketed.status(), await ticketed.text()).toBe(200);

  // The tab follows without a reload: two counted loads, one ticketed, one not.
  await expect(figure(tab, c.counted)).toHaveText("2", { timeout: 30_000 });
  await expect(figure(tab, c.ticketed)).toHaveText("1", { timeout: 15_000 });
  await expect(figure(tab, c.notTicketed)).toHaveText("1");
  await expect(tab.getByText(c.reconciliationSummary(1, 2, 1))).toBeVisible();
  const unbilled = tab.getByRole("list", { name: c.cyclesWithoutTicket(1) });
  await expect(unbilled).toContainText("Dee Lane: loaded");
  await expect(tab.getByRole("img", { name: c.timelineLabel(1, 2) })).toBeVisible();
  await expect(tab.getByTestId("longest-wait")).toContainText(
    "Longest wait at North pit: Dee Lane",
  );

  // What the API says matches what the screen says: the counted times straddle the truth.
  const day = new URLSearchParams({
    from: new Date(endAt - 3 * 3600_000).toISOString(),
    to: new Date(Date.now() + 60_000).toISOString(),
  });
  const { cycles } = (await (
    await contractorApi.get(`/api/jobs/${job.id}/cycles?${day}`)
  ).json()) as { cycles: Cycle[] };
  expect(cycles).toHaveLength(2);
  cycles.forEach((cycle, index) => {
    expect(cycle).toMatchObject({ load: { siteId: pit.id }, dump: { siteId: fill.id } });
    expect(Math.abs(Date.parse(cycle.dump.departedAt) - dumpEnds[index]!)).toBeLessThan(45_000);
  });
  // Why the unticketed load was counted: its two visits, the fixes, and the fences on a map.
  await unbilled.getByRole("button", { name: /^Evidence for Dee Lane's load/ }).click();
  const evidence = page.getByRole("dialog", { name: c.evidenceTitle("Dee Lane") });
  await expect(evidence.getByText(/^Loaded at North pit: arrived/)).toBeVisible();
  await expect(evidence.getByText(/^Dumped at Maple Street fill: arrived/)).toBeVisible();
  await expect(evidence.getByText(c.evidenceNoTicket)).toBeVisible();
  await expect(evidence.getByRole("region", { name: c.evidenceMap })).toBeVisible();
  await expect(evidence.locator(".leaflet-container")).toBeVisible({ timeout: 30_000 });
  await expectAccessibleInBothThemes(page);
  await page.keyboard.press("Escape");
  await expect(evidence).toHaveCount(0);
  await expectAccessibleInBothThemes(page);

  // The driver's job page: "Load delivered at Maple Street fill — add ticket".
  const driverContext = await browser.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
  });
  try {
    const driverPage = await driverContext.newPage();
    await signIn(driverPage, server, driver);
    await driverPage.goto(`/jobs/${job.id}/view`);
    const prompt = driverPage.getByRole("form", {
      name: messages.cycles.loadDelivered("Maple Street fill"),
    });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await prompt.getByLabel(m.ticketNumber).fill("T-101");
    await prompt.getByLabel(m.weight).fill("19.5");
    await prompt.getByRole("button", { name: m.addTicket }).click();
    await expect(driverPage.getByText(messages.loads.recorded(2))).toBeVisible();
    await expect(prompt).toHaveCount(0);
  } finally {
    await driverContext.close();
  }

  // The contractor's tab: both counted loads ticketed, nothing left to bill by hand.
  await expect(figure(tab, c.ticketed)).toHaveText("2", { timeout: 15_000 });
  await expect(figure(tab, c.notTicketed)).toHaveText("0");
  await expect(tab.getByText(c.reconciliationSummary(2, 2, 2))).toBeVisible();
  await expect(tab.getByText(c.allTicketed)).toBeVisible();
  const reconciliation = (await (
    await contractorApi.get(`/api/jobs/${job.id}/reconciliation?${day}`)
  ).json()) as Reconciliation;
  expect(reconciliation.totals).toMatchObject({
    cycles: 2,
    matched: 2,
    cyclesWithoutTicket: 0,
    ticketsWithoutCycle: 0,
  });
  await driverApi.dispose();
  await contractorApi.dispose();
});

/** `metres` east (negative: west) of `from`, at this latitude. */
const east = (from: typeof PIT, metres: number) => ({
  latitude: from.latitude,
  longitude:
    from.longitude + metres / (METRES_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)),
});

test("a driver sharing from the browser hauls pit → fill → pit, and the load is counted live and ticketed in one tap", async ({
  page,
  browser,
  server,
}) => {
  // Real GPS time: a visit ends only once the truck has been outside it for a minute.
  test.setTimeout(300_000);
  const { contractor, driver, office, job } = await jobWithDriver(
    server,
    { firstName: "Gus", lastName: "Haul" },
    "Browser GPS haul",
  );
  // A kilometre apart; short minimum dwells keep the drive to a few minutes.
  const fillSite = east(PIT, 1000);
  const site = async (name: string, center: typeof PIT) => {
    const response = await office.post("/api/sites", {
      data: {
        name,
        geometry: { type: "circle", center, radiusMetres: 120 },
        minDwellSeconds: 10,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Site;
  };
  const pit = await site("South pit", PIT);
  const fill = await site("Elm Street fill", fillSite);
  const routed = await office.patch(`/api/jobs/${job.id}`, {
    data: { loadSiteId: pit.id, dumpSiteId: fill.id },
  });
  expect(routed.status(), await routed.text()).toBe(200);

  await signIn(page, server, contractor);
  const tab = await openCyclesTab(page, job.id, dayOf(Date.now()));
  await expect(figure(tab, c.counted)).toHaveText("0");

  const cab = await browser.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
    permissions: ["geolocation"],
    geolocation: { ...east(PIT, -700), accuracy: 10 },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const phone = await cab.newPage();
    await signIn(phone, server, driver);
    await phone.goto("/driver-dashboard");
    const duty = phone.getByRole("switch", { name: "On duty" });
    await duty.click();
    await expect(duty).toBeChecked();
    // To the job's page, where the phone offers the ticket after a dump; the shift goes on.
    await phone.getByRole("button", { name: "Open navigation" }).click();
    const navigation = phone.getByRole("dialog", { name: "Navigation" });
    await navigation.getByRole("link", { name: "My Jobs" }).click();
    await expect(navigation).toBeHidden();
    await phone.getByRole("link", { name: "Browser GPS haul" }).click();
    await expect(phone).toHaveURL(new RegExp(`/jobs/${job.id}/view$`));

    // Every 5 s the phone reports where the truck is, metres east of the pit.
    const drive = async (metres: number[]) => {
      for (const at of metres) {
        await phone.waitForTimeout(5_000);
        await cab.setGeolocation({ ...east(PIT, at), accuracy: 10 });
      }
    };
    const haul = (from: number, to: number) =>
      Array.from({ length: 8 }, (_, i) => from + ((to - from) * (i + 1)) / 8);
    const wander = (centre: number, count: number) =>
      Array.from({ length: count }, (_, i) => centre + (i % 2 === 0 ? 50 : -50));
    await drive([-350, 0, ...wander(0, 4)]); // into the pit, loading
    await drive(haul(0, 1000)); // hauling, 25 m/s
    await drive(wander(1000, 6)); // dumping at the fill
    await drive(haul(1000, 0)); // back to the pit
    await drive(wander(0, 6)); // at the pit again: the fill has been behind it for a minute

    // The office's tab counts the load as it happens; nobody has typed a thing.
    await expect(figure(tab, c.counted)).toHaveText("1", { timeout: 30_000 });
    await expect(figure(tab, c.notTicketed)).toHaveText("1");
    await expect(tab.getByRole("list", { name: c.cyclesWithoutTicket(1) })).toContainText(
      "Gus Haul: loaded",
    );

    // The driver's phone: "Load delivered at Elm Street fill — add ticket", one tap.
    const prompt = phone.getByRole("form", {
      name: messages.cycles.loadDelivered("Elm Street fill"),
    });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await prompt.getByLabel(m.ticketNumber).fill("T-700");
    await prompt.getByLabel(m.weight).fill("21");
    await prompt.getByRole("button", { name: m.addTicket }).click();
    await expect(phone.getByText(messages.loads.recorded(1))).toBeVisible();

    await expect(figure(tab, c.ticketed)).toHaveText("1", { timeout: 15_000 });
    await expect(tab.getByRole("list", { name: c.cyclesWithTicket(1) })).toContainText(
      "Gus Haul: loaded",
    );
  } finally {
    await cab.close();
    await office.dispose();
  }
});
