import { messages } from "@haulwise/domain";
import { verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, pathOf, signUpBody, TestClient, uniqueEmail } from "../test/client.js";
import { useTestApp } from "../test/harness.js";
import { testPasswordHashing } from "../test/password-hashing.js";

describe("sign-up, verification and sign-in", () => {
  const ctx = useTestApp();

  it("creates the account and profile, but signs nobody in until the email is verified", async () => {
    const client = new TestClient(ctx.app);
    const body = signUpBody({ role: "driver", firstName: "Rosa", lastName: "Diaz" });

    const signUp = await client.post("/api/auth/sign-up/email", body);
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).not.toHaveProperty("token");
    expect(client.cookies.size).toBe(0);

    const profile = await ctx.database.db
      .selectFrom("profiles")
      .innerJoin("users", "users.id", "profiles.id")
      .select(["profiles.first_name", "profiles.last_name", "profiles.role", "users.name"])
      .where("users.email", "=", body.email)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({
      first_name: "Rosa",
      last_name: "Diaz",
      role: "driver",
      name: "Rosa Diaz",
    });

    const early = await client.post("/api/auth/sign-in/email", {
      email: body.email,
      password: body.password,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe("EMAIL_NOT_VERIFIED");
    expect(client.cookies.size).toBe(0);
  });

  it("verifies through the mailed link, then signs in with an HttpOnly, SameSite=Lax cookie", async () => {
    const client = new TestClient(ctx.app);
    const body = signUpBody({ role: "contractor" });
    await client.post("/api/auth/sign-up/email", {
      ...body,
      callbackURL: "/sign-in?verified=true",
    });

    const mail = await ctx.lastMailTo(body.email, /verify/i);
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(mail.text).toContain(mail.link);

    const verify = await client.get(pathOf(mail.link!));
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe("/sign-in?verified=true");

    const signIn = await client.post("/api/auth/sign-in/email", {
      email: body.email,
      password: body.password,
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = String(signIn.headers["set-cookie"]);
    expect(cookie).toMatch(/^haulwise\.session_token=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");

    const me = await client.get("/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().profile).toMatchObject({
      email: body.email,
      emailVerified: true,
      role: "contractor",
      displayName: "Dana Hauler",
      companyName: "Dana Hauler",
    });
  });

  it("gives every contractor a company they own, and drivers none", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    const memberships = await ctx.database.db
      .selectFrom("company_members")
      .select(["user_id", "member_role"])
      .where("user_id", "in", [contractor.userId, driver.userId])
      .execute();
    expect(memberships).toEqual([{ user_id: contractor.userId, member_role: "owner" }]);
  });

  it("refuses a bad verification token by redirecting with an error", async () => {
    const client = new TestClient(ctx.app);
    const response = await client.get(
      "/api/auth/verify-email?token=not-a-token&callbackURL=%2Fverify",
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/verify?error=INVALID_TOKEN");
  });

  it.each([
    [{ firstName: "" }, messages.validation.firstNameRequired],
    [{ lastName: "   " }, messages.validation.lastNameRequired],
    [{ email: "not-an-email" }, messages.validation.validEmailRequired],
    [{ password: "12345" }, messages.validation.passwordMin],
    [{ password: "x".repeat(129) }, "Password must be at most 128 characters"],
    [{ role: "admin" }, 'Invalid option: expected one of "contractor"|"driver"'],
    [{ isAdmin: true }, 'Unrecognized key: "isAdmin"'],
  ])(
    "rejects the sign-up %j with a readable message and stores nothing",
    async (override, message) => {
      const client = new TestClient(ctx.app);
      const body = { ...signUpBody(), ...override };
      const response = await client.post("/api/auth/sign-up/email", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues.map((i: { message: string }) => i.message)).toContain(
        message,
      );
      const users = await ctx.database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", String(body.email).toLowerCase())
        .execute();
      expect(users).toEqual([]);
    },
  );

  it("answers a sign-up for a taken address exactly like a new one, and tells the owner instead", async () => {
    const existing = await createVerifiedUser(ctx, { role: "driver" });
    const fresh = await new TestClient(ctx.app).post("/api/auth/sign-up/email", signUpBody());
    const taken = await new TestClient(ctx.app).post(
      "/api/auth/sign-up/email",
      signUpBody({ email: existing.email }),
    );
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(Object.keys(taken.json().user)).toEqual(Object.keys(fresh.json().user));
    const notice = await ctx.lastMailTo(existing.email, /tried to sign up/i);
    expect(notice.link).toBe("http://localhost:3000/sign-in");
  });

  it("answers the same for a wrong password and an unknown email", async () => {
    const user = await createVerifiedUser(ctx);
    const wrong = await new TestClient(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: "wrong password",
    });
    const unknown = await new TestClient(ctx.app).post("/api/auth/sign-in/email", {
      email: uniqueEmail("nobody"),
      password: "wrong password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("ends the session on sign-out: the next request is refused", async () => {
    const { client } = await createVerifiedUser(ctx);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    expect((await client.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    const replay = await new TestClient(ctx.app).get("/api/me", { headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });
});

describe("password reset and change", () => {
  const ctx = useTestApp();

  it("resets by a single-use mailed link that ends every session", async () => {
    const user = await createVerifiedUser(ctx);
    const other = new TestClient(ctx.app);
    const resetRequest = await other.post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/update-password",
    });
    expect(resetRequest.statusCode).toBe(200);

    const mail = await ctx.lastMailTo(user.email, /reset/i);
    const open = await other.get(pathOf(mail.link!));
    expect(open.statusCode).toBe(302);
    const target = new URL(String(open.headers.location));
    expect(target.pathname).toBe("/update-password");
    const token = target.searchParams.get("token")!;

    const reset = await other.post("/api/auth/reset-password", {
      newPassword: "a brand new secret",
      token,
    });
    expect(reset.statusCode).toBe(200);
    expect((await user.client.get("/api/me")).statusCode).toBe(401);

    const reused = await other.post("/api/auth/reset-password", {
      newPassword: "yet another one",
      token,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe("INVALID_TOKEN");

    const oldPassword = await other.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await other.post("/api/auth/sign-in/email", {
      email: user.email,
      password: "a brand new secret",
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it("lets exactly one of many concurrent resets with the same token through", async () => {
    const user = await createVerifiedUser(ctx);
    const client = new TestClient(ctx.app);
    await client.post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/update-password",
    });
    const mail = await ctx.lastMailTo(user.email, /reset/i);
    const token = new URL(mail.link!).pathname.split("/").pop()!;
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        new TestClient(ctx.app).post("/api/auth/reset-password", {
          newPassword: `racing password ${i}`,
          token,
        }),
      ),
    );
    expect(attempts.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it("answers a reset request for an unknown address the same as for a known one", async () => {
    const user = await createVerifiedUser(ctx);
    const known = await new TestClient(ctx.app).post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/update-password",
    });
    const unknown = await new TestClient(ctx.app).post("/api/auth/request-password-reset", {
      email: uniqueEmail("ghost"),
      redirectTo: "/update-password",
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it("changes the password only with the right current password, ending other sessions", async () => {
    const user = await createVerifiedUser(ctx);
    const secondDevice = new TestClient(ctx.app);
    await secondDevice.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect((await secondDevice.get("/api/me")).statusCode).toBe(200);

    const wrong = await user.client.post("/api/auth/change-password", {
      currentPassword: "not my password",
      newPassword: "changed secret",
      revokeOtherSessions: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("INVALID_PASSWORD");

    const right = await user.client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "changed secret",
      revokeOtherSessions: true,
    });
    expect(right.statusCode).toBe(200);
    expect((await user.client.get("/api/me")).statusCode).toBe(200);
    expect((await secondDevice.get("/api/me")).statusCode).toBe(401);
  });
});

describe("rate limits", () => {
  const ctx = useTestApp();

  it("refuses the fourth sign-in within ten seconds from one address, whatever X-Forwarded-For says", async () => {
    const user = await createVerifiedUser(ctx);
    const attacker = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await attacker.post(
        "/api/auth/sign-in/email",
        { email: user.email, password: `guess ${i}` },
        {
          headers: {
            "x-forwarded-for": `203.0.113.${i}`,
            "x-haulwise-client-ip": `198.51.100.${i}`,
          },
        },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    // Someone else, from their own address, is not locked out by the attacker.
    const owner = new TestClient(ctx.app);
    const signIn = await owner.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe("password hashing in production", () => {
  const ctx = useTestApp({}, { fullCostPasswords: true });

  it("stores Better Auth's full-cost scrypt, which the tests' cheaper one cannot read", async () => {
    const person = await createVerifiedUser(ctx);
    const { password: stored } = await ctx.database.db
      .selectFrom("accounts")
      .select("password")
      .where("user_id", "=", person.userId)
      .executeTakeFirstOrThrow();
    if (!stored) throw new Error("no password stored");
    expect(await verifyPassword({ hash: stored, password: person.password })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: `${person.password}x` })).toBe(false);
    expect(await testPasswordHashing.verify({ hash: stored, password: person.password })).toBe(
      false,
    );
  });
});
