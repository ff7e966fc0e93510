import { messages } from "@haulwise/domain";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { createJob, expectAccessibleInBothThemes } from "./support/jobs.js";

test("job-site search from the top bar, by mouse and by keyboard, opens the job", async ({
  page,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const api = await apiAs(server, contractor);
  const quarry = await createJob(api, { title: "North quarry fill" });
  const river = await createJob(api, { title: "Riverside gravel haul" });
  await api.dispose();
  await signIn(page, server, contractor);
  await page.goto("/jobs");

  // By mouse: the read-only box opens the dialog.
  await page.getByRole("button", { name: messages.search.placeholder }).click();
  const dialog = page.getByRole("dialog", { name: "Search job sites" });
  const input = dialog.getByPlaceholder(messages.search.placeholder);
  await input.fill("QUARRY");
  const option = dialog.getByRole("option", { name: /North quarry fill/ });
  await expect(option).toContainText(`#${quarry.jobNumber} • Casey Contractor`);
  await expect(dialog.getByText(messages.search.heading, { exact: true })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await input.fill("nothing like this");
  await expect(dialog.getByText(messages.search.noResults)).toBeVisible();
  await input.fill("quarry");
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${quarry.id}$`));
  await expect(page.getByRole("heading", { name: "North quarry fill" })).toBeVisible();

  // By keyboard: Ctrl+K, type the job number, Enter.
  await page.keyboard.press("Control+k");
  await expect(dialog).toBeVisible();
  await page.keyboard.type(river.jobNumber.slice(-6));
  await expect(dialog.getByRole("option", { name: /Riverside gravel haul/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/jobs/${river.id}$`));
  await expect(dialog).toBeHidden();
});
