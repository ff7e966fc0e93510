import { messages } from "@haulwise/domain";
import { extractText, getDocumentProxy } from "unpdf";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, expectAccessible, test } from "./support/fixtures.js";
import { addCompanyDriver, createJob } from "./support/jobs.js";

const m = messages.loads;

test.use({ viewport: { width: 390, height: 844 } });

// At the fill, with no signal: the driver records the load, hands the phone over, the receiver
// signs with a finger (here, mouse strokes) and types their name. The ticket waits on the phone
// with its signature; back in signal it goes, and the contractor sees the signature in the
// load's dialog and in its evidence PDF.
test("the receiver signs for a load on the driver's phone, offline; the contractor sees the signature and prints it", async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Dee", lastName: "Lane" });
  const contractorApi = await apiAs(server, contractor);
  const job = await createJob(contractorApi, { title: "Maple Street fill haul" });
  const { drivers } = await (await contractorApi.get("/api/drivers")).json();
  expect(
    (
      await contractorApi.post(`/api/jobs/${job.id}/drivers`, {
        data: { driverId: drivers[0].id },
      })
    ).status(),
  ).toBe(204);

  await signIn(page, server, driver);
  await page.goto("/driver-dashboard");
  const form = page.getByRole("form", { name: "Record a Load" });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel("Material").fill("Base rock");
  await form.getByLabel("Quantity").fill("18");

  // Saving an empty pad or no name says what is missing.
  await form.getByRole("button", { name: m.getSignature }).click();
  const pad = page.getByRole("dialog", { name: m.signatureTitle });
  await pad.getByRole("button", { name: m.saveSignature }).click();
  await expect(pad.getByText(m.signatureEmpty)).toBeVisible();
  await expect(pad.getByText(m.signerNameRequired)).toBeVisible();
  await expectAccessible(page);

  // Two strokes across the box, as a finger would.
  const box = (await pad.getByRole("img", { name: m.signHere }).boundingBox())!;
  for (const [from, to] of [
    [0.1, 0.6],
    [0.5, 0.9],
  ] as const) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.7);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      const share = from + ((to - from) * step) / 12;
      await page.mouse.move(
        box.x + box.width * share,
        box.y + box.height * (0.3 + 0.4 * Math.abs(Math.sin(step))),
      );
    }
    await page.mouse.up();
  }
  await pad.getByLabel(m.signerName).fill("Rita Receiver");
  await pad.getByRole("button", { name: m.saveSignature }).click();
  await expect(pad).toBeHidden();
  await expect(form.getByText(m.signedBy("Rita Receiver"))).toBeVisible();
  await expect(form.getByRole("img", { name: m.signatureAlt("Rita Receiver") })).toBeVisible();

  // No signal: the ticket and its signature wait on the phone.
  await page.context().setOffline(true);
  await form.getByRole("button", { name: "Record Load" }).click();
  await expect(page.getByText(m.queued)).toBeVisible();
  await page.context().setOffline(false);
  const driverApi = await apiAs(server, driver);
  await expect
    .poll(
      async () => {
        const mine = await (await driverApi.get("/api/me/loads")).json();
        return [...mine.inProgress, ...mine.recent].length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);

  // The contractor's side: the load's dialog shows who signed, and the evidence prints it.
  const office = await browser.newContext();
  const officePage = await office.newPage();
  await signIn(officePage, server, contractor);
  await officePage.goto(`/jobs/${job.id}?tab=metrics`);
  await officePage.getByRole("button", { name: "Details of load #1" }).first().click();
  const dialog = officePage.getByRole("dialog");
  const signature = dialog.getByRole("img", { name: m.signatureAlt("Rita Receiver") });
  await expect(signature).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => signature.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(100);
  await expect(dialog.getByText(/^Signed by Rita Receiver, /)).toBeVisible();
  const href = await dialog.getByRole("link", { name: m.evidencePdf }).getAttribute("href");
  const evidence = await officePage.request.get(href ?? "");
  expect(evidence.status()).toBe(200);
  const { text } = await extractText(
    await getDocumentProxy(new Uint8Array(await evidence.body())),
    {
      mergePages: true,
    },
  );
  expect(text).toContain(messages.pdf.evidence.signature);
  expect(text).toContain("Received and signed by Rita Receiver");
  await office.close();
});
