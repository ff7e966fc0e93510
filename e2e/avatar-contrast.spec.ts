import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { addCompanyDriver, expectAccessibleInBothThemes } from "./support/jobs.js";

// Initials on coloured circles: the greens whose painted colour rounded just under 4.5:1
// (Ivy Diaz's hue 102, Xio Sosa's 156), in the top bar and the drivers list, at a phone's
// and a desktop's width, in both themes.

test("white initials on every avatar colour pass AA contrast at both widths and in both themes", async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const contractor = await createVerifiedAccount(server, {
    role: "contractor",
    firstName: "Ivy",
    lastName: "Diaz",
  });
  await addCompanyDriver(server, contractor, { firstName: "Xio", lastName: "Sosa" });
  await signIn(page, server, contractor);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/drivers");
    await expect(page.getByText("Xio Sosa").first()).toBeVisible();
    await expect(page.getByRole("img", { name: "Ivy Diaz" }).first()).toBeVisible();
    await expectAccessibleInBothThemes(page);
  }
});
