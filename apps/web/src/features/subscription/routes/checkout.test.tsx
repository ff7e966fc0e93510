import { type LocalCheckout, messages } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fixtures";
import { landedAt, renderRoute } from "@/test/render-route";
import { CheckoutRoute } from "./checkout";

afterEach(() => {
  vi.restoreAllMocks();
});

const checkout = (overrides: Partial<LocalCheckout> = {}): LocalCheckout => ({
  id: "c1",
  plan: "pro",
  billingCycle: "yearly",
  amountCents: 9588,
  kind: "new",
  currentPlan: { plan: "free", billingCycle: "monthly" },
  effectiveAt: null,
  status: "open",
  expiresAt: "2027-01-01T00:00:00.000Z",
  proration: null,
  ...overrides,
});

const renderCheckout = () =>
  renderRoute(<CheckoutRoute />, {
    path: "/subscription/checkout/:checkoutId",
    initialEntry: "/subscription/checkout/c1",
  });

describe("the built-in checkout", () => {
  it("shows what is bought and pays for it", async () => {
    const api = mockApi({
      "GET /api/subscription/checkouts/c1": { status: 200, body: checkout() },
      "POST /api/subscription/checkouts/c1/pay": {
        status: 200,
        body: { url: "/subscription?success=true" },
      },
    });
    const { user } = renderCheckout();
    // The first render of the file imports the screen; give it the time a busy machine needs.
    const title = await screen.findByText(/Haulwise Pro, billed yearly/, {}, { timeout: 3000 });
    expect(title.tagName).toBe("H2");
    expect(
      screen.getByText("Your company moves from Free to Pro now, billed yearly."),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Pay $95.88" }));
    expect(await landedAt()).toBe("/subscription?success=true");
    expect(api.calls.map((c) => c.key)).toContain("POST /api/subscription/checkouts/c1/pay");
  });

  it("says what an upgrade inside the period costs now, from the server's proration, before Pay", async () => {
    mockApi({
      "GET /api/subscription/checkouts/c1": {
        status: 200,
        body: checkout({
          plan: "business",
          billingCycle: "monthly",
          amountCents: 2999,
          kind: "upgrade",
          currentPlan: { plan: "pro", billingCycle: "monthly" },
          proration: {
            chargeCents: 1000,
            creditCents: 500,
            newPlanCents: 1500,
            daysLeft: 15,
            periodDays: 30,
            periodEnd: "2026-12-01T14:30:00.000Z",
            startsNewPeriod: false,
          },
        }),
      },
    });
    renderCheckout();
    const summary = await screen.findByRole(
      "region",
      { name: "What you pay now" },
      { timeout: 3000 },
    );
    expect(summary).toHaveTextContent(
      /^What you pay nowYou pay \$10\.00 now for the rest of this period \(15 of 30 days, until .+\): Business for those days is \$15\.00, less \$5\.00 for the unused part of Pro\./,
    );
    expect(summary).toHaveTextContent("Business, 15 of 30 days$15.00");
    expect(summary).toHaveTextContent("Unused Pro, 15 of 30 days−$5.00");
    expect(summary).toHaveTextContent("Due now$10.00");
    expect(summary).toHaveTextContent(/renews at \$29\.99 per month\.$/);
    expect(screen.getByRole("button", { name: "Pay $10.00" })).toBeEnabled();
  });

  it("leaves without paying on Cancel", async () => {
    mockApi({
      "GET /api/subscription/checkouts/c1": { status: 200, body: checkout() },
      "POST /api/subscription/checkouts/c1/cancel": {
        status: 200,
        body: { url: "/subscription?canceled=true" },
      },
    });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(await landedAt()).toBe("/subscription?canceled=true");
  });

  it("confirms a downgrade for the end of the period", async () => {
    mockApi({
      "GET /api/subscription/checkouts/c1": {
        status: 200,
        body: checkout({
          kind: "downgrade",
          billingCycle: "monthly",
          amountCents: 999,
          currentPlan: { plan: "business", billingCycle: "monthly" },
          effectiveAt: "2027-02-10T12:00:00.000Z",
        }),
      },
    });
    renderCheckout();
    expect(
      await screen.findByText(
        "Your Business plan stays until Feb 10, 2027; Pro (monthly) starts then.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Confirm change" })).toBeVisible();
  });

  it("says when a checkout has expired", async () => {
    mockApi({
      "GET /api/subscription/checkouts/c1": { status: 200, body: checkout({ status: "expired" }) },
    });
    renderCheckout();
    expect(await screen.findByText(messages.subscription.checkoutExpired)).toBeVisible();
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
  });
});
