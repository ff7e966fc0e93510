import { describe, expect, it } from "vitest";
import { contrastWithWhite, readableAvatarColour } from "./avatar-colour";

describe("readableAvatarColour", () => {
  it("gives white initials at least 4.5:1 for every hue", () => {
    for (let i = 0; i < 720; i += 1) {
      const colour = readableAvatarColour(`Person ${i}`);
      const [, h, s, l] = /^hsl\(([\d.]+) ([\d.]+)% ([\d.]+)%\)$/.exec(colour) ?? [];
      expect(contrastWithWhite(Number(h), Number(s), Number(l))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("is stable for a name", () => {
    expect(readableAvatarColour("Dana Reyes")).toBe(readableAvatarColour("Dana Reyes"));
  });
});
