import type { APIRequestContext, Page } from "@playwright/test";
import { apiAs, createVerifiedAccount, type TestAccount } from "./accounts.js";
import { expect, expectAccessible, uniqueEmail } from "./fixtures.js";
import type { RunningServer } from "./server.js";

/** A small but real PDF, as the server checks uploads by content. */
export function pdfBytes(text = "Haul ticket"): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}

/**
 * A driver who belongs to the contractor's company, arranged over HTTP the way it happens
 * for real: the contractor invites the address, the driver signs up with it and accepts.
 */
export async function addCompanyDriver(
  server: RunningServer,
  contractor: TestAccount,
  details: { firstName?: string; lastName?: string } = {},
): Promise<TestAccount> {
  const email = uniqueEmail("driver");
  const contractorApi = await apiAs(server, contractor);
  try {
    const invite = await contractorApi.post("/api/invitations", { data: { emails: [email] } });
    expect(invite.status(), await invite.text()).toBe(201);
  } finally {
    await contractorApi.dispose();
  }
  const mail = await server.waitForMail(email, /invited you/);
  const token = new URL(mail.link ?? "").pathname.split("/").pop();
  const driver = await createVerifiedAccount(server, { role: "driver", email, ...details });
  const driverApi = await apiAs(server, driver);
  try {
    const accept = await driverApi.post("/api/invitations/accept", { data: { token } });
    expect(accept.status(), await accept.text()).toBe(200);
  } finally {
    await driverApi.dispose();
  }
  return driver;
}

export type CreatedJob = { id: string; jobNumber: string; title: string };

/** A job of the contractor's company, created through the API. */
export async function createJob(
  api: APIRequestContext,
  overrides: Partial<{
    title: string;
    description: string;
    location: string;
    startDate: string;
    locationAddress: string;
    latitude: number;
    longitude: number;
  }> = {},
): Promise<CreatedJob> {
  const response = await api.post("/api/jobs", {
    data: {
      title: "Riverside gravel haul",
      description: "Move 400 t of gravel from the north quarry to the river bank site.",
      location: "Riverside site",
      startDate: new Date().toISOString().slice(0, 10),
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/**
 * A contractor, a driver of their company and a job of theirs the driver is assigned to,
 * with the contractor's API (`office`, to dispose of) and the driver's id.
 */
export async function jobWithDriver(
  server: RunningServer,
  driverName: { firstName: string; lastName: string },
  title: string,
) {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, driverName);
  const office = await apiAs(server, contractor);
  const job = await createJob(office, { title });
  const { drivers } = await (await office.get("/api/drivers")).json();
  const driverId = drivers[0].id as string;
  const assigned = await office.post(`/api/jobs/${job.id}/drivers`, { data: { driverId } });
  expect(assigned.status(), await assigned.text()).toBe(204);
  return { contractor, driver, office, job, driverId };
}

/**
 * axe over the current screen in the light theme and then the dark one (the theme is a class
 * on the root element, as the theme toggle sets it), leaving the page as it found it.
 */
export async function expectAccessibleInBothThemes(page: Page) {
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await expectAccessible(page);
  }
  await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), wasDark);
}
