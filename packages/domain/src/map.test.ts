import { describe, expect, it } from "vitest";
import { attributionParts } from "./map.js";

describe("a map's credit, as pieces of text and links", () => {
  it("keeps links with an http(s) address and the text around them", () => {
    expect(
      attributionParts(
        "<a href=\"https://protomaps.com\">Protomaps</a> © <a href='https://openstreetmap.org/copyright'>OpenStreetMap</a>",
      ),
    ).toEqual([
      { text: "Protomaps", href: "https://protomaps.com" },
      { text: " © ", href: null },
      { text: "OpenStreetMap", href: "https://openstreetmap.org/copyright" },
    ]);
  });

  it("reads plain text and entities as text", () => {
    expect(attributionParts("&copy; OpenStreetMap contributors &amp; friends")).toEqual([
      { text: "© OpenStreetMap contributors & friends", href: null },
    ]);
  });

  it("drops every other tag and any link that is not to a web address", () => {
    expect(
      attributionParts(
        '<b>Tiles</b> <script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">Click</a><img src=x onerror=alert(1)>',
      ),
    ).toEqual([{ text: "Tiles alert(1)Click", href: null }]);
    expect(attributionParts('<a href="https://a.example/" onmouseover="x">A <i>b</i></a>')).toEqual(
      [{ text: "A b", href: "https://a.example/" }],
    );
  });

  it("is nothing for an empty credit", () => {
    expect(attributionParts("")).toEqual([]);
    expect(attributionParts("  <br>  ")).toEqual([]);
  });
});
