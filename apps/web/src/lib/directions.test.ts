import { afterEach, describe, expect, it, vi } from "vitest";
import { directionsTemplateFrom } from "./directions";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the directions page setting", () => {
  it("is off unless configured: no provider is chosen for the installer", () => {
    expect(directionsTemplateFrom({})).toBeNull();
  });

  it("takes an https:// template with {destination}", () => {
    const template = "https://maps.example.com/dir/?destination={destination}";
    expect(directionsTemplateFrom({ VITE_DIRECTIONS_URL: template })).toBe(template);
  });

  it.each([
    ["http://maps.example.com/?to={destination}", "must be an https:// URL"],
    ["https://maps.example.com/", "must contain {destination}"],
    ["javascript:alert(1)//{destination}", "must be an https:// URL"],
  ])("reports %s and offers no web link", (value, problem) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(directionsTemplateFrom({ VITE_DIRECTIONS_URL: value })).toBeNull();
    expect(String(error.mock.calls[0]?.[0])).toContain(problem);
  });
});
