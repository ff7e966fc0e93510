import { DEFAULT_SUBSCRIPTION_STATUS, messages, type SubscriptionStatus } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fixtures";
import { landedAt, renderRoute } from "@/test/render-route";
import { PastDueBanner } from "./past-due-banner";

const m = messages.subscription;

afterEach(() => {
  vi.restoreAllMocks();
});

const overdue = (overrides: Partial<SubscriptionStatus>): SubscriptionStatus => ({
  ...DEFAULT_SUBSCRIPTION_STATUS,
  provider: "stripe",
  status: "past_due",
  ...overrides,
});

const renderBanner = (subscription: SubscriptionStatus) =>
  renderRoute(<PastDueBanner subscription={subscription} />, { path: "/jobs" });

describe("the past-due banner", () => {
  it("says until when a failed renewal keeps the plan, and opens the payment page", async () => {
    mockApi({ "POST /api/subscription/manage": { status: 200, body: { url: "/pay-here" } } });
    const { user } = renderBanner(
      overdue({ plan: "pro", truckLimit: 20, graceEndsAt: "2027-03-12T10:00:00.000Z" }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Payment overdue");
    expect(screen.getByText(m.pastDue("Pro", "Mar 12, 2027"))).toBeVisible();
    await user.click(screen.getByRole("button", { name: m.managePayment }));
    expect(await landedAt()).toBe("/pay-here");
  });

  it("says the free plan's limits apply once the grace period is over", () => {
    renderBanner(overdue({ graceEndsAt: "2027-03-12T10:00:00.000Z" }));
    expect(screen.getByText(m.pastDueLapsed)).toBeVisible();
    expect(screen.getByRole("button", { name: m.managePayment })).toBeVisible();
  });

  it.each([
    ["a plan that is paid", overdue({ status: "active" })],
    ["an installation that sells no plans", overdue({ provider: "off" })],
  ])("is not shown for %s", (_, subscription) => {
    renderBanner(subscription);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
