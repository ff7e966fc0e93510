import { messages } from "@haulwise/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { driverList, makeDriverCard, makeTruck, mockApi, truckList } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { TrucksRoute } from "./trucks";

const twelve = makeTruck();
const twentyThree = makeTruck({
  id: "t23",
  truckNumber: "23",
  make: "Peterbilt",
  model: "567",
  licensePlate: null,
  status: "repair",
  displayStatus: "maintenance",
  assignedDriver: { id: "d1", name: "Ivy Cole" },
});
const drivers = { status: 200, body: driverList([makeDriverCard()]) };

/** The trucks API: the fleet for an unfiltered list, else what `answer` gives for the query. */
function trucksApi(answer: (params: URLSearchParams) => ReturnType<typeof truckList>) {
  return mockApi({
    "GET /api/drivers": drivers,
    "GET /api/trucks": (_body, url) => ({ status: 200, body: answer(url.searchParams) }),
  });
}

const listCalls = (calls: { key: string; url: URL }[]) =>
  calls.filter((call) => call.key === "GET /api/trucks").map((call) => call.url.search);

/** A phone's screen for the rest of the test: compact rows instead of the table. */
function onPhone() {
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: false, addEventListener() {}, removeEventListener() {} })),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("/vehicles, the list pattern", () => {
  it("counts the fleet in the header and shows a table with the status in its own column", async () => {
    trucksApi(() => truckList([twelve, twentyThree], { counts: { inService: 40, active: 22 } }));
    renderRoute(<TrucksRoute />, { path: "/vehicles" });

    const table = await screen.findByRole("table", { name: "Trucks" });
    expect(screen.getByText(messages.lists.trucksCount(40, 22))).toBeVisible();
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(
      within(rows[2]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "#23",
      "Peterbilt 567",
      "None",
      "Repair",
      expect.stringContaining("Ivy Cole"),
      expect.stringContaining("Edit"),
    ]);
    expect(screen.getByRole("columnheader", { name: "Truck" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    expect(screen.getByText(messages.lists.showing(1, 2, 2))).toBeInTheDocument();
  });

  it("searches once typing pauses, and keeps the search in the address", async () => {
    const { calls } = trucksApi((params) =>
      params.get("q") === "23" ? truckList([twentyThree]) : truckList([twelve, twentyThree]),
    );
    const { user, router } = renderRoute(<TrucksRoute />, { path: "/vehicles" });
    await screen.findByRole("table", { name: "Trucks" });

    await user.type(screen.getByRole("searchbox", { name: "Search trucks" }), "23");
    await waitFor(() => expect(router.state.location.search).toBe("?q=23"));
    await waitFor(() =>
      expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2),
    );
    expect(screen.getByRole("cell", { name: "#23" })).toBeVisible();
    // One request for the list, one once the typing settled: not one per key.
    expect(listCalls(calls)).toEqual(["?pageSize=50", "?pageSize=50&q=23"]);
  });

  it("reads a shared address: its search, filters, order and page", async () => {
    const { calls } = trucksApi(() =>
      truckList([twentyThree], { total: 51, page: 2, counts: { inService: 60 } }),
    );
    renderRoute(<TrucksRoute />, {
      path: "/vehicles",
      initialEntry: "/vehicles?q=peterbilt&status=maintenance&sort=plate&dir=desc&page=2",
    });
    await screen.findByRole("table", { name: "Trucks" });
    expect(screen.getByRole("searchbox", { name: "Search trucks" })).toHaveValue("peterbilt");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("maintenance");
    expect(screen.getByRole("columnheader", { name: "Plate" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    expect(listCalls(calls)).toEqual([
      "?dir=desc&page=2&pageSize=50&q=peterbilt&sort=plate&status=maintenance",
    ]);
    const pages = screen.getByRole("navigation", { name: "Pages of trucks" });
    expect(pages).toHaveTextContent(messages.lists.showing(51, 51, 51));
    expect(within(pages).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("leaves out what a hand-edited address gets wrong instead of breaking", async () => {
    const { calls } = trucksApi(() => truckList([twelve]));
    renderRoute(<TrucksRoute />, {
      path: "/vehicles",
      initialEntry: "/vehicles?status=parked&sort=colour&page=-3&driver=assigned",
    });
    await screen.findByRole("table", { name: "Trucks" });
    expect(listCalls(calls)).toEqual(["?driver=assigned&pageSize=50"]);
  });

  it("filters from the selects and sorts from the headers, back to the first page", async () => {
    const { calls } = trucksApi(() => truckList([twelve, twentyThree], { total: 120 }));
    const { user, router } = renderRoute(<TrucksRoute />, {
      path: "/vehicles",
      initialEntry: "/vehicles?page=2",
    });
    await screen.findByRole("table", { name: "Trucks" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Driver" }), "unassigned");
    expect(router.state.location.search).toBe("?driver=unassigned");

    await user.click(screen.getByRole("button", { name: "Make and model" }));
    expect(router.state.location.search).toBe("?driver=unassigned&sort=make&dir=asc");
    await user.click(screen.getByRole("button", { name: "Make and model" }));
    expect(router.state.location.search).toBe("?driver=unassigned&sort=make&dir=desc");
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: "Make and model" })).toHaveAttribute(
        "aria-sort",
        "descending",
      ),
    );

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(router.state.location.search).toBe("?driver=unassigned&sort=make&dir=desc&page=2");
    await waitFor(() =>
      expect(listCalls(calls)).toContain(
        "?dir=desc&driver=unassigned&page=2&pageSize=50&sort=make",
      ),
    );
  });

  it("says what to change when nothing matches, and clears it all with one button", async () => {
    trucksApi((params) =>
      params.get("q") ? truckList([], { counts: { inService: 40 } }) : truckList([twelve]),
    );
    const { user, router } = renderRoute(<TrucksRoute />, {
      path: "/vehicles",
      initialEntry: "/vehicles?q=scania&status=retired&sort=plate",
    });
    expect(
      await screen.findByRole("heading", { name: messages.lists.noMatches("trucks") }),
    ).toBeVisible();
    expect(screen.getByText("Searching for “scania” · Status: Retired")).toBeVisible();
    expect(screen.getByText(messages.lists.changeBoth)).toBeVisible();

    await user.click(screen.getByRole("button", { name: messages.lists.clear }));
    expect(router.state.location.search).toBe("?sort=plate");
    expect(await screen.findByRole("table", { name: "Trucks" })).toBeVisible();
    expect(screen.getByRole("searchbox", { name: "Search trucks" })).toHaveValue("");
  });

  it("shows the first step, not 'no matches', to a company with no trucks yet", async () => {
    trucksApi(() => truckList([]));
    renderRoute(<TrucksRoute />, { path: "/vehicles" });
    expect(await screen.findByText(messages.trucks.noneYet)).toBeVisible();
    expect(screen.getByRole("link", { name: "Add Your First Truck" })).toHaveAttribute(
      "href",
      "/vehicles/new",
    );
  });

  it("on a phone lists compact rows that open each truck, sorted from a menu", async () => {
    onPhone();
    trucksApi(() => truckList([twelve, twentyThree]));
    const { user, router } = renderRoute(<TrucksRoute />, { path: "/vehicles" });
    const list = await screen.findByRole("list", { name: "Trucks" });
    expect(screen.queryByRole("table")).toBeNull();
    const row = within(list).getByRole("link", { name: /#23 Peterbilt 567/ });
    expect(row).toHaveAttribute("href", "/vehicles/t23/edit");
    expect(row).toHaveTextContent("No plate · Ivy Cole");

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "driver:desc");
    expect(router.state.location.search).toBe("?sort=driver&dir=desc");
  });

  it("assigns a driver from the table, and says so", async () => {
    const api = mockApi({
      "GET /api/drivers": drivers,
      "GET /api/trucks": { status: 200, body: truckList([twelve]) },
      "PUT /api/trucks/t1/assignment": {
        status: 200,
        body: { ...twelve, assignedDriver: { id: "d1", name: "Ivy Cole" } },
      },
    });
    const success = vi.spyOn(toast, "success");
    const { user } = renderRoute(<TrucksRoute />, { path: "/vehicles" });
    const select = await screen.findByRole("combobox", { name: "Driver of #12 Kenworth T880" });
    await waitFor(() => expect(select).toBeEnabled());
    await act(() => user.selectOptions(select, "d1"));
    await waitFor(() =>
      expect(api.calls.find((call) => call.key === "PUT /api/trucks/t1/assignment")?.body).toEqual({
        driverId: "d1",
      }),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        messages.trucks.assigned("#12 Kenworth T880", "Ivy Cole"),
      ),
    );
  });
});
