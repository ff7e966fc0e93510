import { describe, expect, it } from "vitest";
import { pathOf, signUpBody, TestClient } from "../test/client.js";
import { type TestContext, useTestApp } from "../test/harness.js";

/** A browser at `origin`: its requests carry that Origin and Host, as a real one's would. */
function browserAt(ctx: TestContext, origin: string) {
  const client = new TestClient(ctx.app);
  const headers = { origin, host: new URL(origin).host };
  return {
    client,
    get: (url: string) => client.get(url, { headers }),
    post: (url: string, body: unknown) => client.post(url, body, { headers }),
  };
}

async function signUpVerifyAndSignIn(ctx: TestContext, origin: string) {
  const browser = browserAt(ctx, origin);
  const body = signUpBody();
  expect((await browser.post("/api/auth/sign-up/email", body)).statusCode).toBe(200);
  const mail = await ctx.lastMailTo(body.email, /verify/i);
  expect(new URL(mail.link ?? "").origin).toBe(origin);
  const verified = await browser.get(pathOf(mail.link ?? ""));
  expect(verified.statusCode).toBeLessThan(400);
  const signIn = await browser.post("/api/auth/sign-in/email", {
    email: body.email,
    password: body.password,
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const session = await browser.get("/api/session");
  expect(session.json().me.user.email).toBe(body.email);
}

describe("with the default public address", () => {
  const ctx = useTestApp({ PUBLIC_URL: "" });

  for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000"]) {
    it(`signs up, verifies and signs in at ${origin}`, async () => {
      await signUpVerifyAndSignIn(ctx, origin);
    });
  }

  it("still refuses other origins", async () => {
    const browser = browserAt(ctx, "http://192.168.1.20:3000");
    const response = await browser.post("/api/auth/sign-up/email", signUpBody());
    expect(response.statusCode).toBe(403);
  });
});

describe("with a configured public address", () => {
  const ctx = useTestApp({ PUBLIC_URL: "https://haul.example.com" });

  it("trusts that origin only", async () => {
    const loopback = browserAt(ctx, "http://127.0.0.1:3000");
    expect((await loopback.post("/api/auth/sign-up/email", signUpBody())).statusCode).toBe(403);
    const body = signUpBody();
    const configured = browserAt(ctx, "https://haul.example.com");
    expect((await configured.post("/api/auth/sign-up/email", body)).statusCode).toBe(200);
    const mail = await ctx.lastMailTo(body.email, /verify/i);
    expect(new URL(mail.link ?? "").origin).toBe("https://haul.example.com");
  });
});
