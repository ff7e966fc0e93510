import { describe, expect, it } from "vitest";
import { createVerifiedUser, pathOf, signUpBody, TestClient } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";

const profile = {
  companyName: "Granite Haul Co",
  contactName: "Pat Quarry",
  phone: "+1 555 0142",
  email: "Dispatch@GraniteHaul.example",
  address: "400 Gravel Way, Fresno CA",
  notes: "",
};

describe("the company profile", () => {
  const ctx = useTestApp();

  it("saves the contractor profile form as the company's profile", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const saved = await contractor.client.put("/api/company", profile);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: "Granite Haul Co",
      contactName: "Pat Quarry",
      email: "dispatch@granitehaul.example",
      notes: null,
    });
    expect((await contractor.client.get("/api/company")).json().name).toBe("Granite Haul Co");
    expect((await contractor.client.get("/api/me")).json().profile.companyName).toBe(
      "Granite Haul Co",
    );
  });

  it.each([
    [{ ...profile, companyName: " " }, "Company name is required"],
    [{ ...profile, address: "" }, "Business address is required"],
    [{ ...profile, email: "dispatch" }, "A valid email is required"],
  ])("refuses %j and keeps the saved profile", async (body, message) => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const response = await contractor.client.put("/api/company", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await contractor.client.get("/api/company")).json().name).toBe("Dana Hauler");
  });

  it("is for contractors only", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    expect((await driver.client.get("/api/company")).statusCode).toBe(403);
    expect((await driver.client.put("/api/company", profile)).statusCode).toBe(403);
  });

  it("counts the company's days in the browser's time zone from sign-up, editable on the profile", async () => {
    const body = { ...signUpBody({ role: "contractor" }), timeZone: "America/Denver" };
    const client = new TestClient(ctx.app);
    expect((await client.post("/api/auth/sign-up/email", body)).statusCode).toBe(200);
    await client.get(pathOf((await ctx.lastMailTo(body.email, /verify/i)).link!));
    await client.post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    expect((await client.get("/api/company")).json().timeZone).toBe("America/Denver");

    const bad = await client.put("/api/company", { ...profile, timeZone: "Mars/Olympus" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Choose a time zone from the list");
    const saved = await client.put("/api/company", { ...profile, timeZone: "Europe/Berlin" });
    expect(saved.json().timeZone).toBe("Europe/Berlin");
    // Saving the profile without a zone keeps the one chosen.
    expect((await client.put("/api/company", profile)).json().timeZone).toBe("Europe/Berlin");
  });

  it("starts a company on UTC when sign-up names no zone, or one nobody knows", async () => {
    const body = { ...signUpBody({ role: "contractor" }), timeZone: "Not/AZone" };
    const client = new TestClient(ctx.app);
    expect((await client.post("/api/auth/sign-up/email", body)).statusCode).toBe(200);
    await client.get(pathOf((await ctx.lastMailTo(body.email, /verify/i)).link!));
    await client.post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    expect((await client.get("/api/company")).json().timeZone).toBe("UTC");
    const plain = await createVerifiedUser(ctx, { role: "contractor" });
    expect((await plain.client.get("/api/company")).json().timeZone).toBe("UTC");
  });
});
