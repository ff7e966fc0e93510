import { avatarColourOf } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { contrastWithWhite, readableAvatarColour, readableColour } from "./avatar-colour";

const rgbOf = (colour: string) =>
  (/^rgb\((\d+) (\d+) (\d+)\)$/.exec(colour) ?? []).slice(1).map(Number) as [
    number,
    number,
    number,
  ];

describe("readableAvatarColour", () => {
  it("gives white initials at least 4.5:1 on the colour the browser paints, for every hue", () => {
    for (let hue = 0; hue < 360; hue += 1) {
      expect(contrastWithWhite(readableColour(hue, 65, 38)), `hue ${hue}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it("holds for the greens whose rounded colour fell short (hues 102 and 156)", () => {
    for (const name of ["Ivy Diaz", "Xio Sosa"]) {
      expect(avatarColourOf(name)).toMatch(/^hsl\((102|156) /);
      expect(contrastWithWhite(rgbOf(readableAvatarColour(name)))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("is stable for a name", () => {
    expect(readableAvatarColour("Dana Reyes")).toBe(readableAvatarColour("Dana Reyes"));
  });
});
