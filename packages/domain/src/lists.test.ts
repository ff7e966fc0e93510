import { describe, expect, it } from "vitest";
import { directionsUrlOf, geoUriOf } from "./geo.js";
import {
  compareBy,
  countBy,
  type ListSorts,
  matchesSearch,
  orderAsAsked,
  searchable,
  sliceList,
} from "./lists.js";

type Row = { id: string; name: string; number: string; rank: number | null };
const rows: Row[] = [
  { id: "a", name: "Zoë Ávila", number: "12", rank: 2 },
  { id: "b", name: "ana bell", number: "3", rank: null },
  { id: "c", name: "Cy Dunn", number: "101", rank: 1 },
];

describe("list search", () => {
  it("compares text case-blind, accents dropped, spaces made one", () => {
    expect(searchable("  José   RUIZ ")).toBe("jose ruiz");
  });

  it("needs every word somewhere in the fields, and reads #12 as 12", () => {
    expect(matchesSearch("ruiz jose", ["José Ruiz"])).toBe(true);
    expect(matchesSearch("#12 kenworth", ["12", "Kenworth"])).toBe(true);
    expect(matchesSearch("12 mack", ["12", "Kenworth"])).toBe(false);
    expect(matchesSearch(undefined, [])).toBe(true);
    expect(matchesSearch("x", [null, undefined])).toBe(false);
  });
});

describe("list order and pages", () => {
  const byNumber = compareBy<Row>(
    (row) => row.number,
    "asc",
    (row) => row.id,
  );
  const byRank = (dir: "asc" | "desc") =>
    compareBy<Row>(
      (row) => row.rank,
      dir,
      (row) => row.id,
    );

  it("orders numbers by value and text case-blind, empty values last either way", () => {
    expect([...rows].sort(byNumber).map((row) => row.number)).toEqual(["3", "12", "101"]);
    const byName = compareBy<Row>(
      (row) => row.name,
      "asc",
      (row) => row.id,
    );
    expect([...rows].sort(byName).map((row) => row.id)).toEqual(["b", "c", "a"]);
    expect([...rows].sort(byRank("asc")).map((row) => row.id)).toEqual(["c", "a", "b"]);
    expect([...rows].sort(byRank("desc")).map((row) => row.id)).toEqual(["a", "c", "b"]);
  });

  it("sorts as the query asks, else by the default key in that key's first direction", () => {
    const sorts: ListSorts<Row, "number" | "rank"> = {
      values: { number: (row) => row.number, rank: (row) => row.rank },
      first: { number: "asc", rank: "desc" },
      fallback: "number",
    };
    const ids = (query: { sort?: "number" | "rank"; dir?: "asc" | "desc" }) =>
      [...rows].sort(orderAsAsked(sorts, query)).map((row) => row.id);
    expect(ids({})).toEqual(["b", "a", "c"]);
    expect(ids({ dir: "desc" })).toEqual(["c", "a", "b"]);
    expect(ids({ sort: "rank" })).toEqual(["a", "c", "b"]);
    expect(ids({ sort: "rank", dir: "asc" })).toEqual(["c", "a", "b"]);
  });

  it("filters, searches, sorts and cuts one page; a page past the end shows the last", () => {
    const options = { fields: (row: Row) => [row.name], compare: byNumber };
    expect(sliceList(rows, { ...options, pageSize: 2, page: 2 })).toEqual({
      items: [rows[2]],
      total: 3,
      page: 2,
      pageSize: 2,
    });
    expect(sliceList(rows, { ...options, pageSize: 2, page: 7 }).page).toBe(2);
    expect(sliceList(rows, { ...options, q: "zoe" }).items).toEqual([rows[0]]);
    expect(sliceList(rows, { ...options, keep: (row) => row.rank !== null }).total).toBe(2);
    expect(sliceList([], { ...options, pageSize: 50, page: 3 })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 50,
    });
  });

  it("counts every group, empty ones too", () => {
    expect(
      countBy(rows, ["ranked", "unranked", "other"], (row) => (row.rank ? "ranked" : "unranked")),
    ).toEqual({
      ranked: 2,
      unranked: 1,
      other: 0,
    });
  });
});

describe("directions to a site", () => {
  const site = { latitude: 36.7378, longitude: -119.7871, address: "1 Quarry Rd, Fresno" };

  it("opens the navigation app at the coordinates, labelled with the address", () => {
    expect(geoUriOf(site)).toBe(
      "geo:36.7378,-119.7871?q=36.7378,-119.7871(1%20Quarry%20Rd%2C%20Fresno)",
    );
  });

  it("searches the address when the site has no coordinates", () => {
    expect(geoUriOf({ ...site, latitude: null, longitude: null })).toBe(
      "geo:0,0?q=1%20Quarry%20Rd%2C%20Fresno",
    );
  });

  it("fills a configured web template with the coordinates or the address", () => {
    const template = "https://maps.example/dir?to={destination}";
    expect(directionsUrlOf(template, site)).toBe("https://maps.example/dir?to=36.7378%2C-119.7871");
    expect(directionsUrlOf(template, { ...site, latitude: null })).toBe(
      "https://maps.example/dir?to=1%20Quarry%20Rd%2C%20Fresno",
    );
  });
});
