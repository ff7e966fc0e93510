import { DEFAULT_SUBSCRIPTION_STATUS, messages, type SubscriptionStatus } from "@haulwise/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/fixtures";
import { landedAt, renderRoute } from "@/test/render-route";
import { SubscriptionRoute } from "./subscription";

const m = messages.subscription;

afterEach(() => {
  vi.restoreAllMocks();
});

const status = (overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  ...DEFAULT_SUBSCRIPTION_STATUS,
  ...overrides,
});

const proYearly = status({
  plan: "pro",
  billingCycle: "yearly",
  truckLimit: 20,
  currentPeriodEnd: "2027-03-05T10:00:00.000Z",
});

function renderPage(initialEntry = "/subscription") {
  return renderRoute(<SubscriptionRoute />, { path: "/subscription", initialEntry });
}

const planCard = (name: string) => screen.getByRole("group", { name });

describe("/subscription", () => {
  it("checks the status, then shows the current plan and the three plans", async () => {
    mockApi({ "GET /api/subscription": { status: 200, body: status() } });
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent(m.checking);

    const current = await screen.findByRole("heading", { name: m.currentPlan });
    const card = current.closest("[data-slot=card]") as HTMLElement;
    expect(within(card).getByText("Free")).toBeVisible();
    expect(within(card).queryByText("Monthly")).toBeNull();
    expect(within(card).getByText(m.tracksUpTo(3))).toBeVisible();
    expect(within(card).queryByRole("button", { name: m.managePayment })).toBeNull();

    const [free, pro, business] = screen.getAllByRole("group");
    expect(within(free as HTMLElement).getByRole("button", { name: m.currentPlan })).toBeDisabled();
    expect(pro).toHaveAccessibleName("Pro");
    expect(within(pro as HTMLElement).getByText(m.popular)).toBeVisible();
    expect(within(pro as HTMLElement).getByText("$9.99")).toBeVisible();
    expect(within(business as HTMLElement).getByText("$29.99")).toBeVisible();
    expect(screen.getByRole("button", { name: m.backToDashboard })).toHaveAttribute(
      "href",
      "/contractor-dashboard",
    );
  });

  it("shows yearly prices, saving 20%, and sends the chosen cycle to checkout", async () => {
    const api = mockApi({
      "GET /api/subscription": { status: 200, body: status() },
      "POST /api/subscription/checkout": {
        status: 200,
        body: { url: "/subscription/checkout/c1" },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("radio", { name: /^Yearly/ }));
    expect(within(planCard("Pro")).getByText("$95.88")).toBeVisible();
    expect(within(planCard("Pro")).getByText(m.saveYearly)).toBeVisible();
    expect(within(planCard("Business")).getByText("$287.88")).toBeVisible();

    await user.click(within(planCard("Pro")).getByRole("button", { name: m.selectPlan }));
    expect(await landedAt()).toBe("/subscription/checkout/c1");
    expect(api.calls.find((c) => c.key === "POST /api/subscription/checkout")?.body).toEqual({
      plan: "pro",
      billingCycle: "yearly",
    });
  });

  it("says 'Processing...' on the chosen plan while checkout starts", async () => {
    let answer: (value: Response) => void = () => undefined;
    const { spy } = mockApi({ "GET /api/subscription": { status: 200, body: status() } });
    const { user } = renderPage();
    await screen.findByRole("heading", { name: m.currentPlan });
    // The next call is the checkout: held until the test answers it.
    spy.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(within(planCard("Business")).getByRole("button", { name: m.selectPlan }));
    expect(within(planCard("Business")).getByRole("button", { name: m.processing })).toBeDisabled();
    expect(within(planCard("Pro")).getByRole("button", { name: m.selectPlan })).toBeDisabled();
    answer(new Response(JSON.stringify({ url: "/subscription/checkout/c2" }), { status: 200 }));
    expect(await landedAt()).toBe("/subscription/checkout/c2");
  });

  it("uses the specification's words when checkout fails or returns no address", async () => {
    const error = vi.spyOn(toast, "error");
    mockApi({
      "GET /api/subscription": { status: 200, body: status() },
      "POST /api/subscription/checkout": {
        status: 500,
        body: { error: { code: "INTERNAL", message: "boom" } },
      },
    });
    const { user } = renderPage();
    await user.click(
      within(await screen.findByRole("group", { name: "Pro" })).getByRole("button", {
        name: m.selectPlan,
      }),
    );
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(m.checkoutFailed));

    vi.restoreAllMocks();
    const noUrl = vi.spyOn(toast, "error");
    mockApi({
      "GET /api/subscription": { status: 200, body: status() },
      "POST /api/subscription/checkout": { status: 200, body: {} },
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await user.click(within(planCard("Pro")).getByRole("button", { name: m.selectPlan }));
    await vi.waitFor(() => expect(noUrl).toHaveBeenCalledWith(m.noCheckoutUrl));
  });

  it("marks the paid plan current, with its cycle, next billing date and Manage Payment", async () => {
    mockApi({ "GET /api/subscription": { status: 200, body: proYearly } });
    renderPage();
    const current = await screen.findByRole("heading", { name: m.currentPlan });
    const card = current.closest("[data-slot=card]") as HTMLElement;
    expect(within(card).getByText("Pro")).toBeVisible();
    expect(within(card).getByText("Yearly")).toBeVisible();
    expect(within(card).getByText(m.tracksUpTo(20))).toBeVisible();
    expect(within(card).getByText("Mar 05, 2027")).toBeVisible();
    expect(within(card).getByRole("button", { name: m.managePayment })).toBeEnabled();
    expect(within(planCard("Pro")).getByRole("button", { name: m.currentPlan })).toBeDisabled();
    expect(within(planCard("Free")).getByRole("button", { name: m.selectPlan })).toBeEnabled();
  });

  it("shows when a cancelled plan ends, and resumes it", async () => {
    const api = mockApi({
      "GET /api/subscription": { status: 200, body: { ...proYearly, cancelAtPeriodEnd: true } },
      "POST /api/subscription/resume": { status: 200, body: proYearly },
    });
    const { user } = renderPage();
    expect(await screen.findByText(m.endsOn("Pro", "Mar 05, 2027"))).toBeVisible();
    // Pro is current until then; Free comes next, and only one card says Current Plan.
    expect(within(planCard("Pro")).getByRole("button", { name: m.currentPlan })).toBeDisabled();
    expect(
      within(planCard("Free")).getByRole("button", { name: m.freeFrom("Mar 05, 2027") }),
    ).toBeDisabled();
    expect(screen.getAllByRole("button", { name: m.currentPlan })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Resume subscription" }));
    expect(await screen.findByText("Mar 05, 2027")).toBeVisible();
    expect(api.calls.map((c) => c.key)).toContain("POST /api/subscription/resume");
  });

  it("cancels at the period's end when a paying company chooses Free, after asking", async () => {
    const api = mockApi({
      "GET /api/subscription": { status: 200, body: proYearly },
      "POST /api/subscription/cancel": {
        status: 200,
        body: { ...proYearly, cancelAtPeriodEnd: true },
      },
    });
    const { user } = renderPage();
    await user.click(
      within(await screen.findByRole("group", { name: "Free" })).getByRole("button", {
        name: m.selectPlan,
      }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Move to the Free plan?" });
    expect(dialog).toHaveTextContent("Your Pro plan stays until Mar 05, 2027");
    await user.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    expect(await screen.findByText(m.endsOn("Pro", "Mar 05, 2027"))).toBeVisible();
    expect(api.calls.map((c) => c.key)).toContain("POST /api/subscription/cancel");
  });

  it("says how the checkout went, then resets the address to /subscription", async () => {
    const success = vi.spyOn(toast, "success");
    mockApi({ "GET /api/subscription": { status: 200, body: proYearly } });
    const { router } = renderPage("/subscription?success=true");
    // Generous waits: this runs beside the server suites on a shared machine.
    const slow = { timeout: 5_000 };
    await vi.waitFor(
      () => expect(success).toHaveBeenCalledWith(m.success, expect.anything()),
      slow,
    );
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/subscription");

    const info = vi.spyOn(toast, "info");
    await router.navigate("/subscription?canceled=true");
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith(m.canceled, expect.anything()), slow);
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("confirms a Stripe session on the way back", async () => {
    const api = mockApi({
      "GET /api/subscription": { status: 200, body: status({ provider: "stripe" }) },
      "POST /api/subscription/checkout/confirm": {
        status: 200,
        body: { ...proYearly, provider: "stripe" },
      },
    });
    renderPage("/subscription?success=true&session_id=cs_test_1");
    const current = await screen.findByRole("heading", { name: m.currentPlan });
    const card = current.closest("[data-slot=card]") as HTMLElement;
    expect(await within(card).findByText("Yearly")).toBeVisible();
    expect(
      api.calls.find((c) => c.key === "POST /api/subscription/checkout/confirm")?.body,
    ).toEqual({ sessionId: "cs_test_1" });
  });

  it("says the status could not be checked, with a way to try again", async () => {
    mockApi({
      "GET /api/subscription": {
        status: 500,
        body: { error: { code: "INTERNAL", message: "boom" } },
      },
    });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(m.failedToCheckPage);
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("says in the specification's words that the session has ended", async () => {
    const error = vi.spyOn(toast, "error");
    const signedOut = {
      status: 401,
      body: { error: { code: "UNAUTHENTICATED", message: m.authRequired } },
    };
    mockApi({ "GET /api/subscription": signedOut });
    const { queryClient, user } = renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(m.mustBeLoggedInStatus);
    expect(error).toHaveBeenCalledWith(m.mustBeLoggedInStatus);

    vi.restoreAllMocks();
    const later = vi.spyOn(toast, "error");
    mockApi({
      "GET /api/subscription": { status: 200, body: proYearly },
      "POST /api/subscription/checkout": signedOut,
      "POST /api/subscription/manage": signedOut,
    });
    await queryClient.refetchQueries();
    await vi.waitFor(() => expect(planCard("Business")).toBeInTheDocument());
    await user.click(within(planCard("Business")).getByRole("button", { name: m.selectPlan }));
    await vi.waitFor(() => expect(later).toHaveBeenCalledWith(m.mustBeLoggedInSubscribe));
    await user.click(screen.getByRole("button", { name: m.managePayment }));
    await vi.waitFor(() => expect(later).toHaveBeenCalledWith(m.mustBeLoggedInManage));
  });

  it("offers no plans on an installation that sells none", async () => {
    mockApi({
      "GET /api/subscription": { status: 200, body: status({ provider: "off", truckLimit: null }) },
    });
    renderPage();
    expect(await screen.findByText(m.billingOff)).toBeVisible();
    expect(screen.queryByRole("button", { name: m.selectPlan })).toBeNull();
    expect(screen.queryByRole("radiogroup", { name: "Billing cycle" })).toBeNull();
  });
});
