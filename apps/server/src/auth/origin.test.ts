import { describe, expect, it } from "vitest";
import { createVerifiedUser, signUpBody, TestClient } from "../test/client.js";
import { useTestApp } from "../test/harness.js";

describe("cross-site requests and client addresses", () => {
  const ctx = useTestApp();

  it("refuses a sign-in posted from another origin", async () => {
    const user = await createVerifiedUser(ctx);
    const response = await new TestClient(ctx.app).post(
      "/api/auth/sign-in/email",
      { email: user.email, password: user.password },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.statusCode).toBe(403);
  });

  it("refuses a password change posted from another origin with a valid cookie", async () => {
    const user = await createVerifiedUser(ctx);
    const response = await user.client.post(
      "/api/auth/change-password",
      { currentPassword: user.password, newPassword: "stolen password" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.statusCode).toBe(403);
    const signIn = await new TestClient(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("refuses a form-encoded sign-up, the shape a cross-site form would post", async () => {
    const body = signUpBody();
    const response = await new TestClient(ctx.app).request("POST", "/api/auth/sign-up/email", {
      payload: new URLSearchParams(body as Record<string, string>).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe("behind a trusted proxy", () => {
  const ctx = useTestApp({ TRUST_PROXY: "127.0.0.0/8" });

  it("keys the sign-in limit by the forwarded client address", async () => {
    const user = await createVerifiedUser(ctx);
    const proxy = new TestClient(ctx.app);
    const attempt = (client: string) =>
      proxy.post(
        "/api/auth/sign-in/email",
        { email: user.email, password: "wrong guess" },
        { headers: { "x-forwarded-for": client } },
      );
    const first = [];
    for (let i = 0; i < 4; i++) first.push((await attempt("198.51.100.7")).statusCode);
    expect(first).toEqual([401, 401, 401, 429]);
    // A different person behind the same proxy has their own allowance.
    expect((await attempt("198.51.100.8")).statusCode).toBe(401);
  });
});

describe("cross-site writes to our own endpoints", () => {
  const ctx = useTestApp();

  it("refuses a profile change that a browser marks as cross-site", async () => {
    const user = await createVerifiedUser(ctx);
    const fromEvil = await user.client.patch(
      "/api/me/profile",
      { firstName: "Mallory" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(fromEvil.statusCode).toBe(403);
    const fetchMetadata = await user.client.patch(
      "/api/me/profile",
      { firstName: "Mallory" },
      { headers: { origin: "", "sec-fetch-site": "cross-site" } },
    );
    expect(fetchMetadata.statusCode).toBe(403);
    expect((await user.client.get("/api/me")).json().profile.firstName).toBe("Dana");
  });
});
