import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, multipartFile, TestClient } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { pngImage } from "../../test/images.js";

describe("account deletion (Danger Zone)", () => {
  const ctx = useTestApp();

  it("keeps the account when the typed email does not match", async () => {
    const user = await createVerifiedUser(ctx);
    const response = await user.client.delete("/api/me", {
      confirmEmail: "someone.else@example.com",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "The email you typed does not match this account's email",
    );
    expect((await user.client.get("/api/me")).statusCode).toBe(200);
  });

  it("deletes the account, its sessions, profile and picture, and signs the browser out", async () => {
    const user = await createVerifiedUser(ctx, { role: "contractor" });
    const otherDevice = new TestClient(ctx.app);
    await otherDevice.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    await user.client.put(
      "/api/me/avatar",
      undefined,
      multipartFile(await pngImage(), "me.png", "image/png"),
    );
    const { avatar_key } = await ctx.database.db
      .selectFrom("profiles")
      .select("avatar_key")
      .where("id", "=", user.userId)
      .executeTakeFirstOrThrow();
    const avatarFile = path.join(ctx.config.storage.root, avatar_key!);
    expect(existsSync(avatarFile)).toBe(true);

    const response = await user.client.delete("/api/me", {
      confirmEmail: ` ${user.email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers["set-cookie"])).toContain("haulwise.session_token=; Max-Age=0");

    expect((await otherDevice.get("/api/me")).statusCode).toBe(401);
    expect(existsSync(avatarFile)).toBe(false);
    const db = ctx.database.db;
    const leftovers = await Promise.all([
      db.selectFrom("users").select("id").where("id", "=", user.userId).execute(),
      db.selectFrom("profiles").select("id").where("id", "=", user.userId).execute(),
      db.selectFrom("sessions").select("id").where("user_id", "=", user.userId).execute(),
      db.selectFrom("accounts").select("id").where("user_id", "=", user.userId).execute(),
      db
        .selectFrom("company_members")
        .select("user_id")
        .where("user_id", "=", user.userId)
        .execute(),
    ]);
    expect(leftovers).toEqual([[], [], [], [], []]);
    const signIn = await new TestClient(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(401);
  });
});
