import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, signUpBody, TestClient, uniqueEmail } from "../test/client.js";
import { useTestApp } from "../test/harness.js";

describe("a person's language", () => {
  const ctx = useTestApp();

  it("is the sign-up page's: the verification e-mail is written in it", async () => {
    const client = new TestClient(ctx.app);
    const body = { ...signUpBody({ role: "driver" }), language: "es" };
    expect((await client.post("/api/auth/sign-up/email", body)).statusCode).toBe(200);

    const mail = await ctx.lastMailTo(body.email);
    expect(mail.subject).toBe("Confirme su correo de Haulwise");
    expect(mail.text).toContain("Hola, Dana Hauler:");
    expect(mail.language, JSON.stringify(mail)).toBe("es");
  });

  it("is chosen in Account Settings, stored on the profile, and refused when no catalogue speaks it", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    expect((await driver.client.get("/api/me")).json().profile.language).toBeNull();

    const chosen = await driver.client.patch("/api/me/profile", { language: "es" });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().profile.language).toBe("es");

    for (const language of ["fr", "español", 7]) {
      const refused = await driver.client.patch("/api/me/profile", { language });
      expect(refused.statusCode, String(language)).toBe(400);
      expect(refused.json().error.message, refused.body).toBe(messages.validation.languageUnknown);
    }
    expect((await driver.client.get("/api/me")).json().profile.language).toBe("es");

    // The reset link then comes in Spanish.
    await new TestClient(ctx.app).post("/api/auth/request-password-reset", {
      email: driver.email,
      redirectTo: "/reset-password",
    });
    expect((await ctx.lastMailTo(driver.email, /contraseña/)).subject).toBe(
      "Cambie su contraseña de Haulwise",
    );

    const cleared = await driver.client.patch("/api/me/profile", { language: null });
    expect(cleared.json().profile.language).toBeNull();
  });

  it("of the contractor who invites is the invitation's, and stays the resent one's", async () => {
    const contractor = await createVerifiedUser(ctx, {
      role: "contractor",
      firstName: "Carla",
      lastName: "Stone",
    });
    await contractor.client.patch("/api/me/profile", {
      companyName: "Stone Hauling",
      language: "es",
    });
    const email = uniqueEmail("chofer");
    const invite = await contractor.client.post("/api/invitations", { emails: [email] });
    expect(invite.statusCode).toBe(201);

    const mail = await ctx.lastMailTo(email);
    expect(mail.subject).toBe("Stone Hauling lo invitó a manejar con ellos en Haulwise");
    expect(mail.text).toContain(
      "Carla Stone, de Stone Hauling, lo invitó a unirse como chofer en Haulwise",
    );
    expect(mail.text).toContain("durante 7 días");

    await contractor.client.patch("/api/me/profile", { language: "en" });
    const id = invite.json().invitations[0].id as string;
    expect((await contractor.client.post(`/api/invitations/${id}/resend`, {})).statusCode).toBe(
      200,
    );
    const mails = (await ctx.outbox()).filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Stone Hauling lo invitó a manejar con ellos en Haulwise",
      "Stone Hauling lo invitó a manejar con ellos en Haulwise",
    ]);
  });
});
