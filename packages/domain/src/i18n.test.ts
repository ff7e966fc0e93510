import { describe, expect, it } from "vitest";
import { acceptedLanguages, pickLanguage } from "./i18n.js";

const available = ["en", "es", "en-XA"];

describe("the language a browser asks for", () => {
  it("reads Accept-Language best first", () => {
    expect(acceptedLanguages("en;q=0.5, es-MX, fr;q=0.8, *;q=0.1")).toEqual(["es-MX", "fr", "en"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("is the first a catalogue speaks, by its language when the region differs", () => {
    expect(pickLanguage(["es-MX", "en"], available)).toBe("es");
    expect(pickLanguage(["fr-FR", "es"], available)).toBe("es");
    expect(pickLanguage(["de"], available)).toBe("en");
    expect(pickLanguage([], available)).toBe("en");
  });

  it("never falls into the pseudo-locale unless asked for by its exact code", () => {
    expect(pickLanguage(["en-GB"], available)).toBe("en");
    expect(pickLanguage(["en-XA"], available)).toBe("en-XA");
  });
});
