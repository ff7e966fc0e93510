import { messages } from "@haulwise/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientErrors } from "@/lib/api-error";
import { makeDriverCard, mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { DriversRoute } from "./drivers";

const ivy = makeDriverCard({
  email: "ivy@example.com",
  phone: "555 0101",
  vehicle: { id: "t1", name: "#12 Kenworth T880" },
  rating: 4.5,
  ratingCount: 2,
  myRating: 5,
  tripsCompleted: 14,
  hoursLogged: 31.5,
  lastActiveAt: new Date(Date.now() - 5 * 60_000).toISOString(),
});
const sam = makeDriverCard({
  id: "d2",
  name: "Sam Reed",
  email: "sam@example.com",
  status: "inactive",
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/drivers", () => {
  it("shows three placeholder cards while loading", () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise(() => {}));
    renderRoute(<DriversRoute />, { path: "/drivers" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading drivers...");
    expect(document.querySelectorAll('[data-slot="card"]')).toHaveLength(3);
  });

  it("says an unreadable answer plainly and offers to try again, instead of breaking", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/drivers": { status: 200, body: { drivers: [{ ...ivy, rating: "4.5" }] } },
    });
    renderRoute(<DriversRoute />, { path: "/drivers" });
    expect(await screen.findByRole("alert")).toHaveTextContent(clientErrors.invalidResponse);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Drivers", level: 1 })).toBeVisible();
  });

  it("shows the spec's empty state with a way to invite", async () => {
    mockApi({ "GET /api/drivers": { status: 200, body: { drivers: [] } } });
    renderRoute(<DriversRoute />, { path: "/drivers" });
    expect(await screen.findByText(messages.drivers.noneFound)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Your First Driver" })).toHaveAttribute(
      "href",
      "/drivers/invite",
    );
    expect(screen.getByRole("link", { name: "Add Driver" })).toHaveAttribute(
      "href",
      "/drivers/invite",
    );
  });

  it("shows the error text when the drivers cannot load", async () => {
    mockApi({
      "GET /api/drivers": { status: 500, body: { error: { code: "INTERNAL", message: "boom" } } },
    });
    renderRoute(<DriversRoute />, { path: "/drivers" });
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.drivers.failedToLoad);
  });

  it("draws each card from the server's figures", async () => {
    mockApi({ "GET /api/drivers": { status: 200, body: { drivers: [ivy, sam] } } });
    renderRoute(<DriversRoute />, { path: "/drivers" });

    const ivyCard = await screen.findByRole("article", { name: "Ivy Cole" });
    const card = within(ivyCard);
    expect(card.getByText("Driving: #12 Kenworth T880")).toBeInTheDocument();
    expect(card.getByText("On Duty")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "555 0101" })).toHaveAttribute("href", "tel:555 0101");
    expect(card.getByRole("link", { name: "ivy@example.com" })).toHaveAttribute(
      "href",
      "mailto:ivy@example.com",
    );
    expect(card.getByText("4.5")).toBeInTheDocument();
    expect(card.getByTestId("rating-bar")).toHaveStyle({ width: "90%" });
    expect(card.getByText("14")).toBeInTheDocument();
    expect(card.getByText("31.5")).toBeInTheDocument();
    expect(card.getByText("5 minutes ago")).toBeInTheDocument();

    const samCard = within(screen.getByRole("article", { name: "Sam Reed" }));
    expect(samCard.getByText(messages.drivers.notAssigned)).toBeInTheDocument();
    expect(samCard.getByText(messages.drivers.noRatings)).toBeInTheDocument();
    expect(samCard.getByText("Inactive")).toBeInTheDocument();
    expect(samCard.getByTestId("rating-bar")).toHaveStyle({ width: "0%" });
  });

  it("rates a driver and asks before removing one", async () => {
    const api = mockApi({
      "GET /api/drivers": { status: 200, body: { drivers: [sam] } },
      "PUT /api/drivers/d2/rating": (body) => ({
        status: 200,
        body: { ...sam, rating: 4, ratingCount: 1, myRating: (body as { rating: number }).rating },
      }),
      "DELETE /api/drivers/d2": { status: 204 },
    });
    const { user } = renderRoute(<DriversRoute />, { path: "/drivers" });
    await user.click(await screen.findByRole("button", { name: "Rate, Sam Reed" }));
    await user.click(await screen.findByRole("menuitemradio", { name: /4 stars/ }));
    expect(await screen.findByRole("button", { name: "Your rating: 4, Sam Reed" })).toBeVisible();
    expect(api.calls.find((c) => c.key === "PUT /api/drivers/d2/rating")?.body).toEqual({
      rating: 4,
    });

    await user.click(screen.getByRole("button", { name: "Remove Sam Reed" }));
    expect(
      await screen.findByRole("alertdialog", { name: "Remove Sam Reed from your company?" }),
    ).toBeVisible();
    expect(api.calls.some((c) => c.key === "DELETE /api/drivers/d2")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Remove driver" }));
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.key === "DELETE /api/drivers/d2")).toBe(true),
    );
  });
});
