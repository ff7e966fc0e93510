import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, signUpBody, TestClient } from "../test/client.js";
import { useTestApp } from "../test/harness.js";

/** Every string value anywhere in a JSON document. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(stringsIn);
}

describe("sessions stay server-side", () => {
  const ctx = useTestApp();

  it("never puts the session token in a JSON body", async () => {
    const user = await createVerifiedUser(ctx);
    const device = new TestClient(ctx.app);
    const signIn = await device.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    const token = device.cookies.get("haulwise.session_token")!.split(".")[0]!;
    expect(token.length).toBeGreaterThan(20);
    const bodies = [
      signIn,
      await device.get("/api/auth/get-session"),
      await device.get("/api/auth/list-sessions"),
      await new TestClient(ctx.app).post("/api/auth/sign-up/email", signUpBody()),
      await device.post("/api/auth/change-password", {
        currentPassword: user.password,
        newPassword: "another long secret",
      }),
    ];
    for (const response of bodies) {
      expect(response.statusCode, response.body).toBe(200);
      expect(JSON.stringify(response.json())).not.toMatch(/"token"/);
      expect(stringsIn(response.json())).not.toContain(token);
    }
  });

  it("ends every other session when the password changes, whatever the client asks", async () => {
    const user = await createVerifiedUser(ctx);
    const laptop = new TestClient(ctx.app);
    await laptop.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect((await laptop.get("/api/me")).statusCode).toBe(200);

    const changed = await user.client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "changed long secret",
      revokeOtherSessions: false,
    });
    expect(changed.statusCode).toBe(200);
    expect((await user.client.get("/api/me")).statusCode).toBe(200);
    expect((await laptop.get("/api/me")).statusCode).toBe(401);
  });

  it("answers 404 for revoking a session that is not yours, and leaves it alone", async () => {
    const owner = await createVerifiedUser(ctx);
    const attacker = await createVerifiedUser(ctx);
    const ownerToken = (
      await ctx.database.db
        .selectFrom("sessions")
        .select("token")
        .where("user_id", "=", owner.userId)
        .executeTakeFirstOrThrow()
    ).token;

    for (const token of [ownerToken, "no-such-session-token"]) {
      const response = await attacker.client.post("/api/auth/revoke-session", { token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: "NOT_FOUND", message: messages.account.sessionNotFound },
      });
    }
    expect((await owner.client.get("/api/me")).statusCode).toBe(200);

    const own = await owner.client.post("/api/auth/revoke-session", { token: ownerToken });
    expect(own.statusCode).toBe(200);
    expect((await owner.client.get("/api/me")).statusCode).toBe(401);
  });
});
