import { messages } from "@haulwise/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, pathOf, TestClient, uniqueEmail } from "../test/client.js";
import { startTestApp, useTestApp } from "../test/harness.js";
import { decideAttempt, SIGN_IN_THROTTLE } from "./sign-in-throttle.js";

const MINUTE = 60_000;

describe("the sign-in throttle's schedule", () => {
  it("lets five failures through, then doubles the wait from 30 s up to 15 minutes", () => {
    let state = null as Parameters<typeof decideAttempt>[0];
    let now = 0;
    const waits: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      let step = decideAttempt(state, now);
      while (!step.result.allowed) {
        if (waits.length === attempt - 5) waits.push(step.result.retryAfterSeconds);
        now += step.result.retryAfterSeconds * 1000;
        step = decideAttempt(state, now);
      }
      state = step.state;
    }
    // The last wait is the 15-minute cap, which is also when the streak is forgotten.
    expect(waits).toEqual([30, 60, 120, 240, 480, SIGN_IN_THROTTLE.maxDelayMs / 1000]);
  });

  it("bounds a tireless attacker to a few dozen evaluated guesses a day per account", () => {
    let state = null as Parameters<typeof decideAttempt>[0];
    let now = 0;
    let evaluated = 0;
    while (now < 24 * 60 * MINUTE) {
      const step = decideAttempt(state, now);
      state = step.state;
      if (step.result.allowed) {
        evaluated++;
        now += 1000;
      } else now += step.result.retryAfterSeconds * 1000;
    }
    // One guess a second when allowed, for a day: about 20 an hour at most.
    expect(evaluated).toBeLessThanOrEqual(24 * 20);
  });
});

type Attempt = { statusCode: number; body: string; headers: Record<string, unknown> };

describe("sign-in throttle per account", () => {
  const ctx = useTestApp();
  // The answers quote the wait to the second: a slow machine must not turn 30 into 29.
  beforeAll(() => ctx.clock.freeze());

  /** Each guess from a fresh address, as a botnet would send them. */
  const guess = (email: string, password = "wrong password") =>
    new TestClient(ctx.app).post("/api/auth/sign-in/email", { email, password });

  async function failures(email: string, count: number): Promise<Attempt[]> {
    const answers: Attempt[] = [];
    for (let i = 0; i < count; i++) answers.push(await guess(email));
    return answers;
  }

  it("slows an account after five failures from many addresses, identically for unknown addresses", async () => {
    const user = await createVerifiedUser(ctx);
    const known = await failures(user.email, 7);
    const unknown = await failures(uniqueEmail("nobody"), 7);
    expect(known.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(unknown.map((r) => r.statusCode)).toEqual(known.map((r) => r.statusCode));
    for (const [i, answer] of known.entries()) {
      expect(unknown[i]!.body).toBe(answer.body);
      expect(Object.keys(unknown[i]!.headers).sort()).toEqual(Object.keys(answer.headers).sort());
    }
    const locked = known[5]!;
    expect(locked.headers["retry-after"]).toBe("30");
    expect(JSON.parse(locked.body)).toEqual({
      error: { code: "RATE_LIMITED", message: messages.auth.tooManySignIns(30) },
    });

    // Even the right password waits: the throttle does not check passwords while it holds.
    expect((await guess(user.email, user.password)).statusCode).toBe(429);
    ctx.clock.advance(30_000);
    expect((await guess(user.email, user.password)).statusCode).toBe(200);
    // A successful sign-in starts the count over.
    expect((await failures(user.email, 5)).map((r) => r.statusCode)).toEqual([
      401, 401, 401, 401, 401,
    ]);
  });

  it("lets at most five of fifty simultaneous guesses be checked", async () => {
    const user = await createVerifiedUser(ctx);
    const answers = await Promise.all(Array.from({ length: 50 }, () => guess(user.email)));
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(SIGN_IN_THROTTLE.freeFailures);
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
  });

  it("forgets the streak after a quiet quarter of an hour", async () => {
    const user = await createVerifiedUser(ctx);
    await failures(user.email, 6);
    ctx.clock.advance(15 * MINUTE);
    expect((await guess(user.email)).statusCode).toBe(401);
  });

  it("is reset by a password reset, so the owner is never locked out for long", async () => {
    const user = await createVerifiedUser(ctx);
    await failures(user.email, 8);
    const owner = new TestClient(ctx.app);
    await owner.post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/update-password",
    });
    const mail = await ctx.lastMailTo(user.email, /reset/i);
    const open = await owner.get(pathOf(mail.link!));
    const token = new URL(String(open.headers.location)).searchParams.get("token")!;
    const reset = await owner.post("/api/auth/reset-password", {
      newPassword: "a fresh long secret",
      token,
    });
    expect(reset.statusCode).toBe(200);
    expect((await guess(user.email, "a fresh long secret")).statusCode).toBe(200);
  });

  it("holds across instances sharing the database, as a cluster would", async () => {
    const user = await createVerifiedUser(ctx);
    const second = await startTestApp({}, { sameDatabaseAs: ctx });
    try {
      for (let i = 0; i < 5; i++) await guess(user.email);
      const elsewhere = await new TestClient(second.app).post("/api/auth/sign-in/email", {
        email: user.email,
        password: user.password,
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
