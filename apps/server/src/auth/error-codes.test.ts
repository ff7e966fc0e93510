import { authErrorCodes, ErrorBodyCodeSchema } from "@haulwise/domain";
import { BASE_ERROR_CODES } from "better-auth";
import { describe, expect, it } from "vitest";

describe("error codes", () => {
  it("name every code Better Auth may answer on its routes, so bodies keep their code", () => {
    const known = new Set<string>(authErrorCodes);
    expect(Object.keys(BASE_ERROR_CODES).filter((code) => !known.has(code))).toEqual([]);
  });

  it("are one list the body schema holds to: an unknown code is not a Haulwise answer", () => {
    expect(ErrorBodyCodeSchema.safeParse("EMAIL_NOT_VERIFIED").success).toBe(true);
    expect(ErrorBodyCodeSchema.safeParse("NOT_FOUND").success).toBe(true);
    expect(ErrorBodyCodeSchema.safeParse("SOMETHING_ELSE").success).toBe(false);
  });
});
