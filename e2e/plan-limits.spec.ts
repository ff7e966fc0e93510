import { messages } from "@haulwise/domain";
import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { expectAccessibleInBothThemes } from "./support/jobs.js";
import { driversSharing, namesOnTheMap } from "./support/plans.js";
import { expectToast } from "./support/toasts.js";

const t = messages.tracking;

test("a free contractor chooses which drivers stay on the map, and every open map follows", async ({
  page,
  server,
}) => {
  test.setTimeout(60_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const names = ["Ana", "Ben", "Cy", "Di"];
  await driversSharing(server, contractor, names);
  await signIn(page, server, contractor);
  await page.goto("/contractor-dashboard?tab=tracking");
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  await expect(map.getByTestId("driver-count")).toHaveText("3/4 drivers");
  await expect.poll(async () => (await namesOnTheMap(page)).length).toBe(3);
  const shown = await namesOnTheMap(page);
  const hidden = names.map((name) => `${name} Hall`).find((name) => !shown.includes(name));
  if (!hidden) throw new Error("the plan hid nobody");

  // The same map in a second tab, left alone: it follows over its live connection.
  const other = await page.context().newPage();
  await other.goto("/contractor-dashboard?tab=tracking");
  await expect.poll(async () => (await namesOnTheMap(other)).sort()).toEqual([...shown].sort());
  await other.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  const reads = { count: 0 };
  other.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/tracking/positions") reads.count++;
  });

  // On a phone: the banner's buttons wrap inside the map, the dialog fits the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await map.getByRole("button", { name: t.chooseLiveDrivers }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("banner-phone.png") });
  await map.getByRole("button", { name: t.chooseLiveDrivers }).click();
  const dialog = page.getByRole("dialog", { name: t.liveDriversTitle });
  await expect(dialog.getByText(t.liveDriversChosen(3, 3))).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: hidden })).toBeDisabled();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath("chooser-phone.png") });
  await expectAccessibleInBothThemes(page);

  const dropped = shown[0] as string;
  await dialog.getByRole("checkbox", { name: dropped }).uncheck();
  await dialog.getByRole("checkbox", { name: hidden }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, t.liveDriversSaved);
  await expect(dialog).toBeHidden();

  const kept = [...shown.slice(1), hidden].sort();
  await expect.poll(async () => (await namesOnTheMap(page)).sort()).toEqual(kept);
  await expect.poll(async () => (await namesOnTheMap(other)).sort()).toEqual(kept);
  // No reload and no read: the choice arrived over the second tab's socket.
  expect(await other.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(reads.count).toBe(0);

  // Opened again, it shows the choice; Let Haulwise choose hands it back.
  await map.getByRole("button", { name: t.chooseLiveDrivers }).click();
  await expect(dialog.getByRole("checkbox", { name: hidden })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: dropped })).not.toBeChecked();
  await dialog.getByRole("button", { name: t.letHaulwiseChoose }).click();
  await expectToast(page, t.liveDriversReset);
  await other.close();
});
