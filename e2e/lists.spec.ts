import path from "node:path";
import { messages } from "@haulwise/domain";
import type { Locator, Page } from "@playwright/test";
import { signIn } from "./support/accounts.js";
import { QUARRY_RUN, type SeededCompany, seedCompany } from "./support/company.js";
import { expect, test } from "./support/fixtures.js";
import { expectAccessibleInBothThemes } from "./support/jobs.js";
import { expectToast } from "./support/toasts.js";

// A company with 40 trucks, 40 drivers and 24 jobs, on a phone and a desktop: any truck,
// driver or job is found in two actions, and a driver reaches the whole job, its documents and
// directions to the site in one tap from the schedule.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
/** Set to a folder to keep screenshots of every list in both themes and widths, to look at. */
const SCREENSHOTS = process.env.HAULWISE_SCREENSHOTS;

// Each screen of 40 rows is checked by axe in both themes: on two cores shared with another
// worker that alone can take half a minute.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let company: SeededCompany;

test.beforeAll(async ({ server }, testInfo) => {
  testInfo.setTimeout(300_000);
  company = await seedCompany(server, { trucks: 40, drivers: 40, onDuty: 12, jobs: 24 });
});

// Full-page screenshots of long lists are slow on a shared machine; they are taken on request only.
test.beforeEach(() => {
  if (SCREENSHOTS) test.setTimeout(240_000);
});

/** Nothing sticks out sideways: the page fits the phone's width. */
async function expectFitsWidth(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** axe in both themes, the width check and, when asked for, a screenshot of each theme. */
async function checkScreen(page: Page, name: string) {
  await expectAccessibleInBothThemes(page);
  const { width } = page.viewportSize() ?? DESKTOP;
  await expectFitsWidth(page, width);
  if (!SCREENSHOTS) return;
  for (const theme of ["light", "dark"]) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle("dark", dark),
      theme === "dark",
    );
    // Colours ease into the theme: picture them once they have.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          .map((animation) => animation.finished.catch(() => {})),
      ),
    );
    await page.screenshot({
      path: path.join(SCREENSHOTS, `${name}-${width}-${theme}.png`),
      fullPage: true,
    });
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

/** Whether two boxes share any area. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast covers none of the top bar's controls. */
async function expectClearOfTopBar(page: Page, toast: Locator) {
  const toastBox = await toast.boundingBox();
  expect(toastBox).not.toBeNull();
  const controls = page.getByRole("banner").locator("button:visible, a:visible");
  expect(await controls.count()).toBeGreaterThan(3);
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    const name = (await control.getAttribute("aria-label")) ?? (await control.textContent()) ?? "";
    if (box) expect(overlaps(toastBox!, box), name).toBe(false);
  }
}

test("a contractor finds truck 23 by searching, and the view lives in the address", async ({
  page,
  server,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, server, company.contractor);
  await page.goto("/vehicles");
  await expect(page.getByText(messages.lists.trucksCount(40, 22))).toBeVisible();
  const table = page.getByRole("table", { name: "Trucks" });
  await expect(table.getByRole("row")).toHaveCount(41);

  await page.getByRole("searchbox", { name: "Search trucks" }).fill("23");
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText("#23");
  await expect(row).toContainText("HW-1023");
  await expect(page).toHaveURL(/\/vehicles\?q=23$/);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search trucks" })).toHaveValue("23");
  await expect(table.getByRole("row")).toHaveCount(2);

  // Assigning says so in a toast that covers none of the top bar's controls.
  await row.getByRole("combobox", { name: /^Driver of #23/ }).selectOption({ index: 1 });
  const toast = await expectToast(page, "now drives #23");
  await expectClearOfTopBar(page, toast);

  // Filters and the order are in the address too; nothing matching says what to change.
  await page.goto("/vehicles?status=maintenance&sort=plate&dir=desc");
  await expect(table.getByRole("row").nth(1)).toContainText("HW-1039");
  await page.getByRole("searchbox", { name: "Search trucks" }).fill("scania");
  await expect(
    page.getByRole("heading", { name: messages.lists.noMatches("trucks") }),
  ).toBeVisible();
  await expect(page.getByText("Searching for “scania” · Status: Maintenance")).toBeVisible();
  await page.getByRole("button", { name: messages.lists.clear }).click();
  await expect(page).toHaveURL(/\/vehicles\?sort=plate&dir=desc$/);
  await expect(table.getByRole("row")).toHaveCount(41);
  await checkScreen(page, "trucks");
});

test("a contractor filters the drivers on duty", async ({ page, server }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, server, company.contractor);
  await page.goto("/drivers");
  await expect(page.getByText(messages.lists.driversCount(40, 12))).toBeVisible();
  await page.getByRole("combobox", { name: "Duty" }).selectOption({ label: "On duty" });
  const table = page.getByRole("table", { name: "Drivers" });
  await expect(table.getByRole("row")).toHaveCount(13);
  await expect(page).toHaveURL(/\/drivers\?duty=on$/);
  // Nobody on duty has shared a position yet: the map would show them all as paused.
  await page.getByRole("combobox", { name: "Tracking" }).selectOption({ label: "Moving" });
  await expect(
    page.getByRole("heading", { name: messages.lists.noMatches("drivers") }),
  ).toBeVisible();
  await page.getByRole("combobox", { name: "Tracking" }).selectOption({ label: "Tracking paused" });
  await expect(table.getByRole("row")).toHaveCount(13);
  await checkScreen(page, "drivers");

  // A screen reader hears whom each Rate button rates, read as plain words.
  await page.goto(`/drivers?q=${encodeURIComponent(company.driver.name)}`);
  await expect(
    table.getByRole("button", { name: `Rate ${company.driver.name}`, exact: true }),
  ).toBeVisible();
});

test("a contractor finds a job by its site, and by status", async ({ page, server }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, server, company.contractor);
  await page.goto("/jobs");
  await expect(page.getByText(messages.lists.jobsCount(24, 20))).toBeVisible();
  const table = page.getByRole("table", { name: "Jobs" });
  await page.getByRole("searchbox", { name: "Search jobs" }).fill("quarry road");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("link", { name: QUARRY_RUN.title })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search jobs" }).fill("");
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Pending" });
  await expect(table.getByRole("row")).toHaveCount(5);
  await checkScreen(page, "jobs");
});

test("on a phone the lists are compact rows that fit the screen", async ({ page, server }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, server, company.contractor);
  await page.goto("/vehicles?q=23");
  await expect(page.getByRole("list", { name: "Trucks" }).getByRole("link")).toHaveCount(1);
  await checkScreen(page, "trucks");
  await page.goto("/drivers?duty=on");
  const drivers = page.getByRole("list", { name: "Drivers" });
  await expect(drivers.getByRole("listitem")).toHaveCount(12);
  await drivers.getByRole("button").first().click();
  await expect(drivers.getByRole("button", { name: /^Remove / })).toBeVisible();
  await drivers.getByRole("button", { name: /^Rate/ }).click();
  await page.getByRole("menuitemradio", { name: /5 stars/ }).click();
  await expectClearOfTopBar(page, await expectToast(page, "out of 5"));
  await checkScreen(page, "drivers");
  await page.goto("/jobs");
  await expect(page.getByRole("list", { name: "Jobs" }).getByRole("link")).toHaveCount(24);
  await checkScreen(page, "jobs");
});

test("a driver opens the job from the schedule and follows the site link", async ({
  page,
  server,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, server, company.driver);
  await page.goto("/driver-schedule");
  await page.getByRole("link", { name: new RegExp(QUARRY_RUN.title) }).click();

  await expect(page.getByRole("heading", { name: QUARRY_RUN.title, level: 1 })).toBeVisible();
  await expect(page.getByText("Gate code 4411.")).toBeVisible();
  await expect(page.getByText(company.companyName).first()).toBeVisible();
  const documents = page.getByRole("list", { name: "Documents for this job" });
  await expect(documents).toContainText("scale-ticket.pdf");
  await expect(documents).toContainText("Show this at the scale house.");

  // The browser hands geo: links to the phone's navigation app; here the tap is caught on its
  // way out, after it reached the link (nothing covered it).
  await page.evaluate(() => {
    document.addEventListener(
      "click",
      (event) => {
        const link = (event.target as Element).closest("a");
        if (link?.href.startsWith("geo:")) {
          event.preventDefault();
          (window as unknown as { followed: string }).followed = link.href;
        }
      },
      true,
    );
  });
  await page.getByRole("link", { name: "Navigate to the site" }).click();
  expect(await page.evaluate(() => (window as unknown as { followed?: string }).followed)).toBe(
    `geo:${QUARRY_RUN.latitude},${QUARRY_RUN.longitude}?q=${QUARRY_RUN.latitude},${QUARRY_RUN.longitude}(${encodeURIComponent(QUARRY_RUN.locationAddress)})`,
  );
  await checkScreen(page, "driver-job");

  await page.getByRole("link", { name: "Back to Schedule" }).click();
  await expect(page).toHaveURL(/\/driver-schedule$/);

  // The job card opens the same page from anywhere on it: a tap on its description.
  await page.goto("/driver-jobs");
  const description = page.getByText("Trucks queue on the east side", { exact: false }).first();
  await description.scrollIntoViewIfNeeded();
  const box = await description.boundingBox();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect(page.getByRole("heading", { name: QUARRY_RUN.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to My Jobs" })).toBeVisible();
});
