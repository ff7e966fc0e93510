import { describe, expect, it } from "vitest";
import { CompanyNameSchema, PersonNameSchema, SignUpRequestSchema } from "./accounts.js";
import { CompanyProfileInputSchema } from "./companies.js";
import { webAddressIn } from "./plain-names.js";

describe("webAddressIn", () => {
  it.each([
    ["FREE $$$ visit evil.example invited you", "evil.example"],
    ["Go to https://evil.example/win now", "https://evil.example/win"],
    ["hxxp but http://x", "http://x"],
    ["see www.evil.example.", "www.evil.example"],
    ["mail win@evil.example today", "win@evil.example"],
    ["Acme (evil.co.uk)", "evil.co.uk"],
    ["full-width evil。example", "evil。example"],
    ["punycode xn--80ak6aa92e.xn--p1ai", "xn--80ak6aa92e.xn--p1ai"],
    ["server 203.0.113.7 rocks", "203.0.113.7"],
    ["javascript:alert(1)", "javascript:alert(1"],
    ["Click evil.example/?a=1", "evil.example/?a=1"],
  ])("finds the link in %j", (text, found) => {
    expect(webAddressIn(text)).toBe(found);
  });

  it.each([
    "Stone Hauling",
    "J.B. Hunt Transport",
    "U.S. Xpress",
    "St. Louis Aggregates",
    "Acme Inc.",
    "O'Neil & Sons, Ltd.",
    "Transportes Núñez S.A. de C.V.",
    "A-1 Dirt 2.0",
    "Route 66 Haulers No. 3",
    "Zoë",
    "María José",
  ])("lets the plain name %j through", (name) => {
    expect(webAddressIn(name)).toBeNull();
  });
});

describe("names that go into e-mails", () => {
  const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it("refuses a company name with a link, naming the part that looks like one", () => {
    const result = CompanyNameSchema.safeParse("FREE $$$ visit evil.example");
    expect(result.success).toBe(false);
    expect(issueOf(result)).toBe(
      `Names can't contain web or email addresses ("evil.example" looks like one). Remove it, or put a space after the dot.`,
    );
    expect(
      CompanyProfileInputSchema.safeParse({
        companyName: "https://evil.example",
        contactName: "Sam",
        phone: "555",
        email: "sam@example.com",
        address: "1 Main St",
      }).success,
    ).toBe(false);
  });

  it("refuses a person's name with a link on sign-up and elsewhere", () => {
    expect(PersonNameSchema("First name is required").safeParse("win@evil.example").success).toBe(
      false,
    );
    const signUp = SignUpRequestSchema.safeParse({
      email: "a@example.com",
      password: "secret123",
      firstName: "Visit",
      lastName: "evil.example",
      role: "driver",
    });
    expect(signUp.success).toBe(false);
    expect(CompanyNameSchema.safeParse("Stone Hauling").success).toBe(true);
  });
});
