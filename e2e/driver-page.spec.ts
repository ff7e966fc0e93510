import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { userIdOf } from "./support/database.js";
import { expect, test } from "./support/fixtures.js";
import {
  addCompanyDriver,
  createJob,
  expectAccessibleInBothThemes,
  pdfBytes,
} from "./support/jobs.js";
import { deviceIdFor, sendFix, setDuty } from "./support/tracking.js";

// A dispatcher following one driver: from the drivers list or the map to a page with the
// driver's day — state, truck, route, loads, jobs and the documents sent to them.

test("a driver's page, reached from the drivers list and from the map, shows their day", async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, {
    firstName: "Rosa",
    lastName: "Diaz",
  });
  const driverId = userIdOf(server, driver.email);
  const office = await apiAs(server, contractor);
  const job = await createJob(office, { title: "Pad 4 fill" });
  const assigned = await office.post(`/api/jobs/${job.id}/drivers`, { data: { driverId } });
  expect(assigned.status(), await assigned.text()).toBe(204);
  const truck = await office.post("/api/trucks", {
    data: { make: "Mack", model: "Granite", truckNumber: "23", status: "active" },
  });
  const { id: truckId } = (await truck.json()) as { id: string };
  await office.put(`/api/trucks/${truckId}/assignment`, { data: { driverId } });
  const upload = await office.post(`/api/jobs/${job.id}/documents`, {
    multipart: {
      driverId,
      notes: "",
      file: { name: "Site plan.pdf", mimeType: "application/pdf", buffer: pdfBytes() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await office.dispose();

  const cab = await apiAs(server, driver);
  await setDuty(cab, true);
  for (const [seq, latitude] of [30.26, 30.262, 30.264].entries()) {
    await sendFix(cab, {
      deviceId: deviceIdFor("rosa"),
      seq: seq + 1,
      latitude,
      longitude: -97.74,
    });
  }
  const load = await cab.post("/api/loads", {
    data: { jobId: job.id, quantity: 14, materialType: "Base rock", ticketNumber: "T-881" },
  });
  expect(load.status(), await load.text()).toBe(200);
  await cab.dispose();

  await signIn(page, server, contractor);
  await page.goto("/drivers");
  await page.getByRole("link", { name: "Rosa Diaz", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/drivers/${driverId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Rosa Diaz" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Driving: #23 Mack Granite" })).toBeVisible();
  const route = page.getByRole("region", { name: "Rosa Diaz's route today" });
  await expect(route.getByTestId("trail-summary")).toContainText("Rosa Diaz's route today:");
  await expect(page.getByRole("list", { name: "Loads" })).toContainText("Base rock · 14.00 tons");
  await expect(page.getByRole("list", { name: "Jobs" })).toContainText("Pad 4 fill");
  await expect(page.getByRole("list", { name: "Documents sent" })).toContainText("Site plan.pdf");
  await expectAccessibleInBothThemes(page);

  // From the map: the driver's info window links to the same page.
  await page.goto("/contractor-dashboard?tab=tracking");
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  await map.getByRole("button", { name: "Show Rosa Diaz on the map" }).click();
  await page.locator(".leaflet-popup").getByRole("link", { name: "Driver page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rosa Diaz" })).toBeVisible();
  await page.goBack();
  await map.getByRole("link", { name: "Driver page: Rosa Diaz" }).click();
  await expect(page).toHaveURL(new RegExp(`/drivers/${driverId}$`));
});
