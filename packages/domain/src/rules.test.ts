import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SignUpFormSchema } from "./accounts.js";
import { avatarColourOf, displayNameOf, initialsOf } from "./avatars.js";
import { dashboardPathFor } from "./dashboard-paths.js";
import { messages } from "./messages.js";
import { vehicleStatusOf, vehicleTypeOf } from "./vehicles.js";

describe("role redirects", () => {
  it.each([
    ["contractor", "/contractor-dashboard"],
    ["driver", "/driver-dashboard"],
    ["admin", "/dashboard"],
    [null, "/dashboard"],
  ] as const)("sends %s to %s", (role, path) => {
    expect(dashboardPathFor(role)).toBe(path);
  });
});

describe("vehicle status and type mapping", () => {
  it.each([
    ["available", "active"],
    ["ACTIVE", "active"],
    ["on_duty", "active"],
    ["maintenance", "maintenance"],
    ["repair", "maintenance"],
    ["retired", "inactive"],
    ["", "inactive"],
    [null, "inactive"],
  ] as const)("maps status %s to %s", (status, expected) => {
    expect(vehicleStatusOf(status)).toBe(expected);
  });

  it.each([
    ["Transit Van", "van"],
    ["Sedan", "car"],
    ["Model Car", "car"],
    ["Kenworth T880", "truck"],
    [null, "truck"],
  ] as const)("maps model %s to %s", (model, expected) => {
    expect(vehicleTypeOf(model)).toBe(expected);
  });
});

describe("generated avatars", () => {
  it("uses up to two uppercase initials, 'FC' for no name", () => {
    expect(initialsOf("maria del carmen lopez")).toBe("MD");
    expect(initialsOf("  ")).toBe("FC");
    expect(initialsOf(null)).toBe("FC");
  });

  it("gives the same name the same colour, always a valid hsl colour", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(avatarColourOf(name)).toBe(avatarColourOf(name));
        expect(avatarColourOf(name)).toMatch(/^hsl\(\d{1,3} 65% 38%\)$/);
      }),
    );
  });

  it("falls back to a default display name", () => {
    expect(displayNameOf(null, undefined)).toBe("Haulwise User");
    expect(displayNameOf("Ann", null)).toBe("Ann");
  });
});

describe("sign-up form", () => {
  const valid = {
    firstName: "Ann",
    lastName: "Lee",
    email: "Ann@Example.com ",
    password: "secret1",
    confirmPassword: "secret1",
  };

  it("defaults the role to driver and normalises the email", () => {
    expect(SignUpFormSchema.parse(valid)).toMatchObject({
      role: "driver",
      email: "ann@example.com",
    });
  });

  it("reports mismatched passwords on the confirmation field", () => {
    const result = SignUpFormSchema.safeParse({ ...valid, confirmPassword: "other" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["confirmPassword"],
      message: messages.validation.passwordsDontMatch,
    });
  });
});
