import { describe, expect, it } from "vitest";
import { createVerifiedUser, TestClient } from "../test/client.js";
import { useTestApp } from "../test/harness.js";

const SESSION_COOKIE = "haulwise.session_token";
const DAY = 86_400_000;

describe("every API request proves its session", () => {
  const ctx = useTestApp();

  async function signedIn(rememberMe = true) {
    const user = await createVerifiedUser(ctx);
    const device = new TestClient(ctx.app);
    const signIn = await device.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
      rememberMe,
    });
    expect(signIn.statusCode).toBe(200);
    const token = decodeURIComponent(device.cookies.get(SESSION_COOKIE)!).split(".")[0]!;
    return { user, device, token };
  }

  const sessionRow = (token: string) =>
    ctx.database.db
      .selectFrom("sessions")
      .select(["id", "expires_at"])
      .where("token", "=", token)
      .executeTakeFirst();

  const setExpiry = (token: string, expiresAt: Date) =>
    ctx.database.db
      .updateTable("sessions")
      .set({ expires_at: expiresAt.toISOString() })
      .where("token", "=", token)
      .execute();

  it("knows the person behind a good cookie, without writing to the session", async () => {
    const { user, device, token } = await signedIn();
    const before = await sessionRow(token);
    const me = await device.get("/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(user.email);
    expect(await sessionRow(token)).toEqual(before);
  });

  it("refuses a cookie whose signature was not made with the server's secret", async () => {
    const { device, token } = await signedIn();
    const forged = new TestClient(ctx.app);
    const signature = Buffer.alloc(32, 7).toString("base64");
    forged.cookies.set(SESSION_COOKIE, encodeURIComponent(`${token}.${signature}`));
    expect((await forged.get("/api/me")).statusCode).toBe(401);

    const padded = new TestClient(ctx.app);
    padded.cookies.set(SESSION_COOKIE, `${device.cookies.get(SESSION_COOKIE)}%00`);
    expect((await padded.get("/api/me")).statusCode).toBe(401);

    const bare = new TestClient(ctx.app);
    bare.cookies.set(SESSION_COOKIE, token);
    expect((await bare.get("/api/me")).statusCode).toBe(401);
  });

  it("refuses a signed-out session on its very next request", async () => {
    const { device } = await signedIn();
    const copied = new TestClient(ctx.app);
    copied.cookies.set(SESSION_COOKIE, device.cookies.get(SESSION_COOKIE)!);
    expect((await copied.get("/api/me")).statusCode).toBe(200);
    expect((await device.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    expect((await copied.get("/api/me")).statusCode).toBe(401);
  });

  it("refuses an expired session and removes it", async () => {
    const { device, token } = await signedIn();
    await setExpiry(token, new Date(Date.now() - 1_000));
    expect((await device.get("/api/me")).statusCode).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("renews a session used after a day, and leaves a newer one as it is", async () => {
    const { device, token } = await signedIn();
    const dueForRenewal = new Date(Date.now() + 6 * DAY - 60_000);
    await setExpiry(token, dueForRenewal);
    expect((await device.get("/api/me")).statusCode).toBe(200);
    const renewed = Date.parse((await sessionRow(token))!.expires_at);
    expect(renewed).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);

    const recent = new Date(Date.now() + 6 * DAY + 60 * 60_000);
    await setExpiry(token, recent);
    expect((await device.get("/api/me")).statusCode).toBe(200);
    expect(Date.parse((await sessionRow(token))!.expires_at)).toBe(recent.getTime());
  });

  it("never renews a session the person asked not to be remembered", async () => {
    const { device, token } = await signedIn(false);
    const expiresAt = Date.parse((await sessionRow(token))!.expires_at);
    expect(expiresAt).toBeLessThan(Date.now() + 2 * DAY);
    expect((await device.get("/api/me")).statusCode).toBe(200);
    expect(Date.parse((await sessionRow(token))!.expires_at)).toBe(expiresAt);
  });
});
