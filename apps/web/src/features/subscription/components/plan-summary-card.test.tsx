import { DEFAULT_SUBSCRIPTION_STATUS, messages, type SubscriptionStatus } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { PlanSummaryCard } from "./plan-summary-card";

const m = messages.subscription;

afterEach(() => {
  vi.restoreAllMocks();
});

function renderCard(body: Partial<SubscriptionStatus> | null) {
  mockApi({
    "GET /api/subscription": body
      ? { status: 200, body: { ...DEFAULT_SUBSCRIPTION_STATUS, ...body } }
      : { status: 500, body: { error: { code: "INTERNAL", message: "boom" } } },
  });
  return renderRoute(<PlanSummaryCard />, { path: "/contractor-dashboard" });
}

describe("the dashboard's plan card", () => {
  it("offers Pro to a free company", async () => {
    renderCard({});
    expect(await screen.findByRole("button", { name: m.upgradeTo("Pro") })).toHaveAttribute(
      "href",
      "/subscription",
    );
    expect(screen.getByText("Free")).toBeVisible();
    expect(screen.queryByText("Monthly")).toBeNull();
    expect(screen.getByText(m.tracksUpTo(3))).toBeVisible();
  });

  it("shows Pro with its cycle and offers Business", async () => {
    renderCard({ plan: "pro", billingCycle: "yearly", truckLimit: 20 });
    expect(await screen.findByRole("button", { name: m.upgradeTo("Business") })).toBeVisible();
    expect(screen.getByText("Pro")).toBeVisible();
    expect(screen.getByText("Yearly")).toBeVisible();
    expect(screen.getByText(m.tracksUpTo(20))).toBeVisible();
  });

  it("says when a cancelled plan ends", async () => {
    renderCard({
      plan: "pro",
      billingCycle: "monthly",
      truckLimit: 20,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: "2027-03-05T10:00:00.000Z",
    });
    expect(await screen.findByText(m.canceledAtPeriodEnd("Pro", "Mar 05, 2027"))).toBeVisible();
  });

  it("offers nothing past Business", async () => {
    renderCard({ plan: "business", billingCycle: "monthly", truckLimit: null });
    expect(await screen.findByText(m.tracksUpTo(null))).toBeVisible();
    expect(screen.getByText("Monthly")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Upgrade/ })).toBeNull();
  });

  it("keeps the defaults when the status fails, and says so", async () => {
    renderCard(null);
    expect(await screen.findByText(m.failedToCheck)).toBeVisible();
    expect(screen.getByText(m.tracksUpTo(3))).toBeVisible();
    expect(screen.getByRole("button", { name: m.upgradeTo("Pro") })).toBeVisible();
  });

  it("is not shown on an installation that sells no plans", async () => {
    const { queryClient } = renderCard({ provider: "off", truckLimit: null });
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("heading", { name: "Subscription" })).toBeNull();
  });
});
