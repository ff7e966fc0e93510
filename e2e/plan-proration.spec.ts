import { formatCents, messages, prorateUpgrade } from "@haulwise/domain";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, expectAccessible, test } from "./support/fixtures.js";
import { expectToast } from "./support/toasts.js";

// Pro → Business halfway through a paid month, with a server whose clock the test moves: the
// checkout says what is paid now before anyone confirms, from the server's proration.

const m = messages.subscription;
const DAY = 86_400_000;

test.use({ serverOptions: { testClock: true } });

test("moving from Pro to Business mid-period shows the prorated amount before Pay", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const clock = server.clock!;
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  await page.goto("/subscription");
  await page
    .getByRole("group", { name: "Pro" })
    .getByRole("button", { name: m.selectPlan })
    .click();
  const paidAt = await clock.now();
  await page.getByRole("button", { name: "Pay $9.99" }).click();
  await expectToast(page, m.success);

  const api = await apiAs(server, contractor);
  const { currentPeriodEnd } = (await (await api.get("/api/subscription")).json()) as {
    currentPeriodEnd: string;
  };
  await api.dispose();

  // Twelve days and an hour later.
  const now = await clock.advance(12 * DAY + 3_600_000);
  const expected = prorateUpgrade({
    from: { plan: "pro", billingCycle: "monthly" },
    to: { plan: "business", billingCycle: "monthly" },
    period: { start: paidAt, end: new Date(currentPeriodEnd) },
    now,
  });
  expect(expected.daysLeft).toBe(expected.periodDays - 12);

  await page.goto("/subscription");
  await page
    .getByRole("group", { name: "Business" })
    .getByRole("button", { name: m.selectPlan })
    .click();
  await expect(page).toHaveURL(/\/subscription\/checkout\/[\w-]+$/);
  const summary = page.getByRole("region", { name: "What you pay now" });
  await expect(summary).toContainText(
    `You pay ${formatCents(expected.chargeCents)} now for the rest of this period ` +
      `(${expected.daysLeft} of ${expected.periodDays} days, until `,
  );
  await expect(summary).toContainText(
    `less ${formatCents(expected.creditCents)} for the unused part of Pro.`,
  );
  await expect(summary).toContainText(`Due now${formatCents(expected.chargeCents)}`);
  await expectAccessible(page);
  await page.getByRole("button", { name: `Pay ${formatCents(expected.chargeCents)}` }).click();
  await expectToast(page, m.success);
});
